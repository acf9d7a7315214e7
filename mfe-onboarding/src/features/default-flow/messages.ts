import { spanish } from 'web-kit/i18n';
export const defaultFlowMessages = {
  startTitle: "Let's find the right Medicare plan for you",
  startIntro:
    'A few questions, one at a time. It takes about five minutes, and a licensed agent is a call away.',
  start: 'Get started',
  next: 'Continue',
  infoTitle: 'What is your name?',
  cardTitle: 'How can a licensed agent reach you?',
  medAbTitle: 'Tell us about your Medicare',
  yearTitle: 'Your plan year',
  yearBody: (year: number) =>
    `We will show you plans for ${year}. Coverage for a new plan usually starts on the first day of a month.`,
  yearQuestion: 'When should your new coverage start?',
  nextYearOption: (next: number) =>
    `January 1, ${next} or later: show ${next} plans. This is for changes made in open enrollment, which start on January 1.`,
  thisYearOption: (current: number, next: number) =>
    `Before January 1, ${next}: show ${current} plans. This is for people turning 65 this year or with a special enrollment period.`,
  completeTitle: "You're all set",
  completeBody: 'Thank you. Next, choose the kind of plan you want to compare.',
  choosePlanType: 'Choose a plan type',
  needZip: 'What is your ZIP code?',
} as const;

spanish(defaultFlowMessages, () => import('./messages.es'));
