import { spanish } from 'web-kit/i18n';
import type { FilterName, FilterValue, Sort } from './network-search';

export const networkMessages = {
  title: 'Provider network',
  intro: 'Find doctors’ offices, clinics and hospitals near you, and the doctors who work there.',
  filtersTitle: 'Filter the results',
  filterLegends: {
    gender: 'Doctor’s gender',
    languages: 'Languages spoken',
    groupTypes: 'Type of provider group',
  } satisfies Record<FilterName, string>,
  /** Each filter's choices by the value the search sends (the api's names, English). */
  filterOptions: {
    gender: { Female: 'Female', Male: 'Male' },
    languages: { English: 'English', Spanish: 'Spanish' },
    groupTypes: {
      'Large Hospital-Based': 'Large Hospital-Based',
      'Primary Care-Focused': 'Primary Care-Focused',
    },
  } satisfies { [F in FilterName]: Record<FilterValue<F>, string> },
  radiusLabel: 'Distance from your ZIP code',
  radius: (miles: number) => `Within ${miles} miles`,
  sortLabel: 'Sort by',
  sorts: { Distance: 'Distance', Name: 'Name' } satisfies Record<Sort, string>,
  criteriaTitle: 'Your search criteria',
  removeCriterion: (legend: string, values: string) => `Remove filter: ${legend}: ${values}`,
  counts: (locations: number, groups: number, providers: number) =>
    `${locations} ${locations === 1 ? 'location' : 'locations'}, ${groups} provider ${groups === 1 ? 'group' : 'groups'}, ${providers} ${providers === 1 ? 'provider' : 'providers'}`,
  areaCounts: (locations: number, groups: number, providers: number) =>
    `Near you: ${locations} locations, ${groups} provider groups and ${providers} providers.`,
  empty: 'No locations match these filters — remove a filter, or call us and we’ll help:',
  milesAway: (miles: number) => `${miles.toFixed(2)} miles away`,
  onsitePharmacy: 'Pharmacy on site',
  onsiteLabs: 'Lab on site',
  group: (name: string) => `Provider group: ${name}`,
  providersTitle: 'Providers here',
  npi: (npi: string) => `NPI ${npi}`,
  addressOf: (name: string) => `Address of ${name}, opens a map`,
  callLocation: (name: string, phone: string) => `Call ${name} ${phone}`,
  pagination: 'Result pages',
  page: (n: number) => `Page ${n}`,
  pageOf: (n: number, of: number) => `Page ${n} of ${of}`,
  previous: 'Previous page',
  next: 'Next page',
  save: 'Save this location',
  saveFor: (name: string) => `Save ${name}`,
  saved: 'Saved',
  removeSaved: 'Remove from saved',
  removeSavedFor: (name: string) => `Remove ${name} from saved locations`,
} as const;

spanish(networkMessages, () => import('./messages.es'));
