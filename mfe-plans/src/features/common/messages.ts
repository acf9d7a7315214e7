/** Text shared by every plan page (one place, so a Spanish edition is a data change). */
export const commonMessages = {
  callLine: 'Questions? A licensed insurance agent can help.',
  call: (phone: string) => `Call ${phone} (TTY:711)`,
  needZipTitle: 'Enter your ZIP code to see plans',
  needZipBody:
    'Plans and prices depend on where you live. Tell us your ZIP code and we will show the plans in your county.',
  needZipButton: 'Enter your ZIP code',
  fetchFailedTitle: 'We could not load this right now',
  fetchFailedBody: (phone: string) =>
    `Please try again in a moment. If it keeps happening, call a licensed insurance agent at ${phone} (TTY:711). They can look up the same information for you.`,
  tryAgain: 'Try again',
  loading: 'Loading…',
  sampleData: 'Sample data: plans, prices and carriers on this site are examples, not real offers.',
  perMonth: '/month',
  perYear: '/year',
  notOffered: 'Not offered',
  none: 'None',
} as const;
