/** The public face of plan-actions: pins, compare picks and the enroll link, for any plan list. */
export { CompareBar } from './CompareBar';
export { EnrollLink } from './EnrollLink';
export { PinAndCompare, type PinAndCompareProps } from './PinAndCompare';
export { PlanLink, PlanLinks } from './PlanLink';
export { MAX_COMPARE, parseIdList, useCompareSelection } from './useCompareSelection';
export { type PinTab, usePinnedPlans } from './usePinnedPlans';
