/** User-visible text of the chrome (spec section 2 wording quoted exactly). */
export const chromeMessages = {
  productName: 'Medicare Plan Finder',
  homeLink: 'Medicare Plan Finder home',
  callDesktop: (phone: string) => `Call a licensed insurance agent | ${phone} (TTY:711)`,
  callMobile: 'Call now',
  callLabel: (phone: string) => `Call a licensed insurance agent at ${phone}, TTY 711`,
  privacy: 'Privacy Policy',
  terms: 'Terms',
  copyright: (year: number) => `© ${year} Medicare Plan Finder. A licensed health insurance agency.`,
  skipToContent: 'Skip to main content',
  loading: 'Loading…',
} as const;
