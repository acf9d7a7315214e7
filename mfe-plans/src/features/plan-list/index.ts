/** The public face of plan-list (Medicare Advantage and Part D lists) for the other features. */
export { NoDrugCoverage, UnpricedDrugs } from './DrugNotes';
export { MedicarePlanList } from './MedicarePlanList';
export { planListMessages } from './messages';
export { BenefitsElsewhere, totalRange } from './PlanCard';
export { PlanListIntro } from './PlanListIntro';
export { PlanTypeList } from './PlanTypePages';
export { belongsTo } from './plan-kinds';
export { COPAY_KEYS, EXTRA_BENEFITS } from './ranking';
export { StarRating } from './StarRating';
