import type { ExtraHelpLevel } from 'shared-contracts/api/session';
import { spanish } from 'web-kit/i18n';

export const extraHelpMessages = {
  legend: 'Do you get Extra Help paying for your drugs?',
  hint: "Extra Help is Medicare's program that lowers Part D costs for people with limited income and resources.",
  options: {
    full: 'Yes, full Extra Help',
    partial: 'Yes, partial Extra Help',
    no: 'No',
    unknown: "I don't know",
  } satisfies Record<ExtraHelpLevel, string>,
  saving: 'Updating your costs…',
  saved: 'Your costs are updated.',
  saveFailed: 'We could not save your answer. Choose it again to try once more.',
  appliedTitle: 'Extra Help applied.',
  applied: (deductible: string, generic: string, brand: string) =>
    `Drug costs are estimated with Extra Help: a ${deductible} drug deductible, and at most ${generic} for each generic and ${brand} for each brand-name drug.`,
  premiums:
    "Premiums are shown after Extra Help's help with premiums, from Medicare's plan files; a plan whose files give no such amount shows its full premium.",
} as const;

spanish(extraHelpMessages, () => import('./messages.es'));
