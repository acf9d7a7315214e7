import { spanish } from 'web-kit/i18n';
export const anocMessages = {
  title: 'Annual notice of changes',
  intro: (thisYear: number, nextYear: number) =>
    `How your plan changes from ${thisYear} to ${nextYear}. Every value that changes is listed below.`,
  noPlan: 'We do not have your current plan on file. Please call us and your agent will go over it with you.',
  planLine: (plan: string, carrier: string) => `${plan}, from ${carrier}`,
  tableCaption: (thisYear: number, nextYear: number) =>
    `What changes in your plan from ${thisYear} to ${nextYear}`,
  what: 'What',
  change: 'What changes',
  notOffered: 'Not offered',
  went: (from: string, to: string) => `Changes from ${from} to ${to}`,
  added: (to: string) => `New: ${to}`,
  removed: (from: string) => `No longer covered (was ${from})`,
  noChanges: 'Nothing in your plan changes next year.',
  premium: 'Monthly premium',
  drugsTitle: 'Your drugs next year',
  drugsCaption: 'Estimated yearly cost of your drugs on this plan',
  drug: 'Drug',
  tier: 'Tier',
  yearlyCost: 'Yearly cost',
  tierLine: (from: number | null, to: number | null) =>
    from === to
      ? `Stays on tier ${from ?? '—'}`
      : `Tier ${from ?? 'not covered'} → tier ${to ?? 'not covered'}`,
  totalDrugCost: 'All your drugs',
  noDrugs: 'You have not added any drugs, so we could not estimate drug costs.',
  sample: 'Sample data: these plan values are examples.',
} as const;

spanish(anocMessages, () => import('./messages.es'));
