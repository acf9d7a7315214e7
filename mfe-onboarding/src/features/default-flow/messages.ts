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
  completeTitle: "You're all set",
  completeBody: 'Thank you. Next, choose the kind of plan you want to compare.',
  choosePlanType: 'Choose a plan type',
  needZip: 'What is your ZIP code?',
} as const;
