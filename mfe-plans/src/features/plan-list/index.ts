/** The plan-list feature's public face: what sibling features may import (boundaries rule). */
export * from './CompareBar';
export * from './messages';
export * from './PinAndCompare';
export * from './PlanCard';
export * from './PlanTypePages';
export * from './plan-kinds';
export * from './ranking';
export * from './StarRating';
export * from './useCompareSelection';
export * from './usePinnedPlans';
