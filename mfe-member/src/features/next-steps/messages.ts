import { spanish } from 'web-kit/i18n';
export const nextStepsMessages = {
  title: 'Next steps',
  intro: 'What happens in your meeting with your licensed agent, and what to have ready.',
  meetingTitle: 'Your meeting',
  noMeeting: 'You do not have a meeting booked yet.',
  book: 'Book a meeting',
  whatHappensTitle: 'What happens in the meeting',
  whatHappens: [
    'Your agent will go over your drugs, doctors and pharmacies with you.',
    'They will explain the plans in your area that fit your needs, and what each costs.',
    'You can ask any question. There is no cost and no obligation to enroll.',
    'If you choose a plan, your agent can help you enroll during the meeting.',
  ],
  haveReadyTitle: 'What to have ready',
  haveReady: [
    'Your red, white and blue Medicare card',
    'The list of drugs you take, with the dose and how often',
    'The names of your doctors and your pharmacy',
    'Your current plan’s card, if you have one',
    'Your glasses, if you read with them, and about 30 minutes somewhere quiet',
  ],
  back: 'Back: Personalization',
} as const;

spanish(nextStepsMessages, () => import('./messages.es'));
