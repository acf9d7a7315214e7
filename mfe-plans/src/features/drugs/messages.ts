import { spanish } from 'web-kit/i18n';
import { drugPickerMessages } from 'web-kit/pickers/drug-picker';

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
  frequencies: drugPickerMessages.frequencies,
  quantityLine: (quantity: number, frequency: string) => `Quantity ${quantity}, ${frequency.toLowerCase()}`,
  seePlans: 'See plans with your drug costs',
  loading: 'Loading your drugs…',
  addTitle: 'Add a drug',
  backToList: 'Back to your drugs',
} as const;

spanish(drugMessages, () => import('./messages.es'));
