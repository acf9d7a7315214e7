import type { DosageFrequency } from 'shared-contracts/api';

export const drugMessages = {
  listTitle: 'Your drugs',
  listIntro: 'Add the prescription drugs you take. We use them to estimate what each plan will cost you.',
  none: 'You have not added any drugs yet.',
  add: 'Add a drug',
  addAnother: 'Add another drug',
  remove: 'Remove',
  removeFor: (name: string) => `Remove: ${name}`,
  removed: (name: string) => `${name} was removed. Plan costs will update.`,
  added: (name: string) => `${name} was added. Plan costs will update.`,
  removeFailed: 'We could not remove that drug. Please try again.',
  quantityLine: (quantity: number, frequency: string) => `Quantity ${quantity}, ${frequency.toLowerCase()}`,
  seePlans: 'See plans with your drug costs',
  loading: 'Loading your drugs…',
  addTitle: 'Add a drug',
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
  backToList: 'Back to your drugs',
  chooseOther: 'Choose a different drug',
} as const;
