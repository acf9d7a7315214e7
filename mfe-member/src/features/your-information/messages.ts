import { spanish } from 'web-kit/i18n';
export const yourInformationMessages = {
  title: 'Your information',
  intro: 'Please check your details and your meeting with your licensed agent. You can change them here.',
  detailsTitle: 'Your details',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phone: 'Phone number',
  birthDate: 'Date of birth',
  birthDateHint: 'Like 03/09/1958',
  zip: 'ZIP code',
  county: (county: string) => `County: ${county}`,
  save: 'Save my details',
  saved: 'Your details are saved.',
  draftKept: 'We kept what you typed before. Check it, then save your details.',
  saveFailed: 'We could not save your details. Nothing you typed is lost: please try again.',
  meetingTitle: 'Your meeting',
  noMeeting: 'You do not have a meeting booked yet. Choose a time that suits you.',
  cancelledMeeting: 'Your last meeting was cancelled. Choose a new time that suits you.',
  soaTitle: 'Scope of appointment',
  soaNeeded:
    'Medicare says we must keep a record of what you want to talk about before your meeting. It takes a minute.',
  soaStart: 'Fill in the scope of appointment',
  soaSigned: (date: string) => `You signed your scope of appointment on ${date}.`,
  soaUnsigned: 'Your scope of appointment is waiting for your signature.',
  soaSign: 'Sign your scope of appointment',
  next: 'Next: Personalization',
  landingTitle: 'Your member pages',
} as const;

spanish(yourInformationMessages, () => import('./messages.es'));
