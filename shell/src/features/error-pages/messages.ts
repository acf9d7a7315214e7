/** Error-page wording of spec sections 2 and 8, quoted exactly. */
import { spanish } from 'web-kit/i18n';
import { phoneWithTty } from 'web-kit/messages';

export const errorMessages = {
  notFoundHeadline: 'Error 404',
  notFoundReassure: "Don't worry, you are not lost!",
  notFoundSecondReading: 'This page could not be found',
  medicareQuestions: 'Get answers to your Medicare questions',
  callUs: (phone: string) => `Call a licensed insurance agent at ${phoneWithTty(phone)}`,
  errorHeadline: (status: number) => `Error ${status}`,
  errorPageFailed: 'An error occurred while showing the error page',
  goHome: 'Go back to home',
} as const;

spanish(errorMessages, () => import('./messages.es'));

/** Where the 404 page sends people with Medicare questions. */
export const MEDICARE_QUESTIONS_URL = 'https://www.medicare.gov/basics/get-started-with-medicare';
