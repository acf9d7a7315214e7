import type { ExtraHelpLevel } from 'shared-contracts/api/session';
import { spanish } from 'web-kit/i18n';

export const extraHelpMessages = {
  legend: 'Do you get Extra Help paying for your drugs?',
  hint: 'Extra Help is a Medicare program. It lowers drug costs for people with low income and savings.',
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
    `With Extra Help, your drug deductible is ${deductible}. You pay at most ${generic} for a generic drug and ${brand} for a brand-name drug.`,
  premiums:
    "Premiums are shown as Extra Help lowers them, from Medicare's plan files. If a plan's files give no lower amount, you see its full premium.",
} as const;

spanish(extraHelpMessages, () => import('./messages.es'));
