import type { DosageFrequency } from 'shared-contracts/api/drugs';
import { spanish } from 'web-kit/i18n';

export const drugPickerMessages = {
  searchLabel: 'Drug name',
  searchHint: 'Type at least 2 letters of the brand or generic name.',
  searching: 'Searching…',
  results: (n: number) =>
    n === 0
      ? 'No drugs found. Check the spelling or try the generic name.'
      : `${n} drug${n === 1 ? '' : 's'} found.`,
  choose: (name: string) => `Choose ${name}`,
  brand: 'Brand',
  generic: 'Generic',
  genericOf: (g: string) => `Generic name: ${g}`,
  dosageLegend: 'Which dosage do you take?',
  quantity: 'Quantity',
  quantityHint: (unit: string) => `How many ${unit} per fill`,
  quantityError: 'Please enter a quantity above 0',
  frequency: 'How often do you fill it?',
  frequencies: {
    EVERY_MONTH: 'Every month',
    EVERY_2_MONTHS: 'Every 2 months',
    EVERY_3_MONTHS: 'Every 3 months',
  } satisfies Record<DosageFrequency, string>,
  save: 'Add this drug',
  saving: 'Saving…',
  saveFailed: 'We could not save this drug. Your choices are still here; please try again.',
  chooseOther: 'Choose a different drug',
} as const;

spanish(drugPickerMessages, () => import('./messages.es'));
