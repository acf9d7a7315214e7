/**
 * The provider-network search state (spec 2, 4): filters, sort and page. Defaults: sort by Distance,
 * page 1. Any change of filter or sort goes back to page 1; removing a criterion clears that filter.
 */
import { PROVIDER_NETWORK_DEFAULT_SORT } from 'shared-contracts';
import { PROVIDER_GROUP_TYPES } from 'shared-contracts/api/provider-network';
import { GENDERS, LANGUAGES } from 'shared-contracts/api/providers';

export const FILTER_OPTIONS = {
  gender: GENDERS,
  languages: LANGUAGES,
  groupTypes: PROVIDER_GROUP_TYPES,
} as const;
export type FilterName = keyof typeof FILTER_OPTIONS;
export type FilterValue<F extends FilterName> = (typeof FILTER_OPTIONS)[F][number];
export const SORTS = [PROVIDER_NETWORK_DEFAULT_SORT, 'Name'] as const;
export type Sort = (typeof SORTS)[number];

/** Miles around the ZIP; the search body's default is 25. */
export const RADII = [10, 25, 50, 100] as const;
export type Radius = (typeof RADII)[number];

export interface NetworkSearch {
  radius: Radius;
  gender: FilterValue<'gender'>[];
  languages: FilterValue<'languages'>[];
  groupTypes: FilterValue<'groupTypes'>[];
  sort: Sort;
  page: number;
}

export const initialSearch: NetworkSearch = {
  radius: 25,
  gender: [],
  languages: [],
  groupTypes: [],
  sort: PROVIDER_NETWORK_DEFAULT_SORT,
  page: 1,
};

export type SearchAction =
  | { type: 'toggle'; filter: FilterName; value: string; on: boolean }
  | { type: 'clear'; filter: FilterName }
  | { type: 'sort'; sort: Sort }
  | { type: 'radius'; radius: Radius }
  | { type: 'page'; page: number }
  | { type: 'reset' };

export const networkSearchReducer = (s: NetworkSearch, a: SearchAction): NetworkSearch => {
  switch (a.type) {
    case 'toggle': {
      const current: readonly string[] = s[a.filter];
      // Kept in the options' order, so the same choice is always the same query.
      const next = FILTER_OPTIONS[a.filter].filter((v) => (v === a.value ? a.on : current.includes(v)));
      return { ...s, [a.filter]: next, page: 1 };
    }
    case 'clear':
      return { ...s, [a.filter]: [], page: 1 };
    case 'sort':
      return { ...s, sort: a.sort, page: 1 };
    case 'radius':
      return { ...s, radius: a.radius, page: 1 };
    case 'page':
      return { ...s, page: Math.max(1, a.page) };
    case 'reset':
      return initialSearch;
  }
};

/** One bullet per active filter, in the filters' order. */
export const activeCriteria = (s: NetworkSearch) =>
  (Object.keys(FILTER_OPTIONS) as FilterName[])
    .filter((f) => s[f].length > 0)
    .map((filter) => ({ filter, values: s[filter] as readonly string[] }));
