-- The plan pages read the imported CMS files (features/plans/served-plans.ts) since issue 26: the generated
-- plans and their formularies are no longer stored.
drop table ref_formulary_entries;
drop table ref_plans;
