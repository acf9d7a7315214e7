import { spanish } from 'web-kit/i18n';
import { phoneWithTty } from 'web-kit/messages';

export const doctorPickerMessages = {
  searchLabel: 'Doctor name or specialty',
  searchHint:
    'For example, type a name like Smith or a kind of doctor like Cardiology. Leave it empty to see every doctor near you.',
  search: 'Search doctors',
  includeChosen: 'Show doctors I already added too',
  searching: 'Searching…',
  found: (n: number) => `${n} ${n === 1 ? 'doctor' : 'doctors'} found`,
  showing: (from: number, to: number, total: number) => `Showing ${from} to ${to} of ${total}`,
  previous: 'Previous doctors',
  next: 'More doctors',
  empty: (term: string, phone: string) =>
    `No doctors match ${term ? `“${term}”` : 'your search'} near you — call us and we'll help: ${phoneWithTty(phone)}.`,
  milesAway: (miles: number) => `${miles.toFixed(2)} miles away`,
  addressOf: (name: string) => `Address of ${name}, opens a map`,
  add: 'Add this doctor',
  addFor: (name: string) => `Add ${name}`,
  adding: 'Adding…',
  added: (name: string) => `${name} was added to your doctors. Plans will show whether they are in network.`,
  duplicate: (name: string) => `${name} is already on your list of doctors, so it was not added again.`,
  addFailed: (name: string) => `We could not add ${name}. Please try again.`,
  chosenTitle: 'Your doctors',
  noneChosen: 'You have not added any doctors yet.',
  pcp: 'Primary care doctor',
  markPcp: 'My primary care doctor',
  markPcpFor: (name: string) => `${name} is my primary care doctor`,
  pcpMarked: (name: string) => `${name} is now marked as your primary care doctor.`,
  pcpUnmarked: (name: string) => `${name} is no longer marked as your primary care doctor.`,
  remove: 'Remove',
  removeFor: (name: string) => `Remove ${name}`,
  removed: (name: string) => `${name} was removed from your doctors.`,
  changeFailed: 'We could not save that change. Please try again.',
} as const;

spanish(doctorPickerMessages, () => import('./messages.es'));
