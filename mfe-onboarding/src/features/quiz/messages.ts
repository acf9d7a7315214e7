import { spanish } from 'web-kit/i18n';
import type { EnrollmentPeriodKind } from './enrollment-period';

export const quizMessages = {
  quizTitle: 'Medicare quiz',
  quizIntro: 'Two quick questions help us tell you when you can sign up for Medicare.',
  groupPlan: "Do you have health coverage through your job or your spouse's job?",
  retiring: 'Will you retire or leave that coverage soon?',
  next: 'Next',
  dateTitle: 'When can you enroll?',
  dateIntro: 'Your date of birth tells us when your Medicare enrollment period is.',
  birthDate: 'Date of birth',
  birthDateHint: 'mm/dd/yyyy',
  coverageEnds: 'When does your job-based coverage end?',
  coverageEndsHint: 'mm/dd/yyyy. Your best guess is fine.',
  dateFormat: 'Please enter a date as mm/dd/yyyy',
  submit: 'Show my dates',
  thanksTitle: 'Thank you',
  thanksBody: 'We worked out when you can sign up for Medicare.',
  seeResults: 'See when you can enroll',
  resultsTitle: 'Your enrollment dates',
  noAnswers: 'Answer a few questions first and we will tell you when you can enroll.',
  startQuiz: 'Start the quiz',
  headline: {
    initial: 'You can sign up now, in your Initial Enrollment Period.',
    special: 'You can sign up during a Special Enrollment Period.',
    'while-covered': 'You can sign up any time while you still have coverage from work.',
    general: 'You can sign up from January 1 to March 31 each year.',
  } satisfies Record<EnrollmentPeriodKind, string>,
  window: (start: string, end: string | null) =>
    end ? `From ${start} through ${end}.` : `Starting ${start}, for as long as your work coverage lasts.`,
  explain: {
    initial:
      'This 7-month period is built around the month you turn 65. Signing up early means your coverage can start on time.',
    special:
      'Since your work coverage is ending, you have 8 months after it ends to sign up without a late penalty. Sign up before it ends to avoid a gap.',
    'while-covered':
      'While you have coverage from a current job, you can wait to sign up without a late penalty. You will have 8 more months after that coverage ends.',
    general:
      'It looks like your Initial Enrollment Period has passed. You can still sign up between January 1 and March 31 each year; a late penalty may apply.',
  } satisfies Record<EnrollmentPeriodKind, string>,
  missed: 'Your first chance to sign up (your Initial Enrollment Period) has passed.',
  nextStep:
    'What to do next: call a licensed insurance agent. They can check your dates and help you choose a plan, at no cost to you.',
  callNow: (phone: string) => `Call ${phone} (TTY:711)`,
  comparePlans: 'Compare plans in your area',
} as const;

spanish(quizMessages, () => import('./messages.es'));
