import type { PlanFinderProps } from '../../contract';

type Source = (name: 'zip' | 'partner' | 'plan-type') => string | null | undefined;

/** The finder's props from attributes (element) or parcel props, the same three either way. */
export const readProps = (source: Source): PlanFinderProps => ({
  zip: source('zip') ?? null,
  partner: source('partner') ?? null,
  planType: source('plan-type') ?? null,
});
