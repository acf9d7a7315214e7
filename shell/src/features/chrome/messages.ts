/** User-visible text of the chrome (spec section 2 wording quoted exactly). */
import { spanish } from 'web-kit/i18n';
import { phoneWithTty } from 'web-kit/messages';

export const chromeMessages = {
  productName: 'Medicare Plan Finder',
  homeLink: 'Medicare Plan Finder home',
  callDesktop: (phone: string) => `Call a licensed insurance agent | ${phoneWithTty(phone)}`,
  callMobile: 'Call now',
  callMobileNumber: (phone: string) => `, a licensed insurance agent at ${phone}, TTY 711`,
  hours: (hours: string) => `Licensed agents available ${hours}`,
  menu: 'Menu',
  plansFor: (zip: string, county: string) => `Showing plans for ${zip}, ${county} County`,
  changeZip: 'Change ZIP code',
  closeMenu: 'Close',
  coBrand: (name: string) => `In partnership with ${name}`,
  legalLinks: 'Legal',
  privacy: 'Privacy Policy',
  terms: 'Terms',
  copyright: (year: number) => `© ${year} Medicare Plan Finder. We are a licensed health insurance agency.`,
  skipToContent: 'Skip to main content',
  savingSession: 'Getting things ready for you…',
  offline: 'You are offline. What you see may be out of date; you can still call a licensed insurance agent.',
  steps: 'Your progress',
  stepLabel: (n: number, label: string) => `Step ${n}: ${label}`.trimEnd(),
  /** The drawer's step names (spec 2): the main flow's three and the member pre-meeting ones. */
  stepNames: {
    yourInformation: 'Your Information',
    planTypeSelection: 'Plan Type Selection',
    compareAndEnroll: 'Compare Plans & Enroll',
    personalization: 'Personalization',
    nextSteps: 'Next steps',
  },
  currentStep: 'current step',
  helpHeading: 'Need help?',
  agentMessage: 'Our licensed insurance agents can answer your questions and help you compare plans.',
  yourAgent: 'Your licensed agent',
  noObligation: "There's no obligation to enroll",
  disclaimersHeading: 'Important information',
  lastUpdated: (date: string) => `Last updated ${date}`,
  /** Each language named in its own words (the switch offers the other one). */
  languageName: { en: 'English', es: 'Español' },
} as const;

spanish(chromeMessages, () => import('./messages.es'));
