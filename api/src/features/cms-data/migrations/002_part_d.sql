-- CMS Part D quarterly files (src/import/part-d, LAYOUT.md): one table per file kind, the published
-- column names in lower case. The import builds the indexes (src/import/part-d) on the staging copy and
-- swaps it in, so they are not declared here.

-- plan information file
create table part_d_plan_information (
  contract_id text not null,
  plan_id text not null,
  segment_id text not null,
  contract_name text not null,
  plan_name text not null,
  formulary_id text not null,
  premium double precision,
  deductible double precision,
  ma_region_code text,
  pdp_region_code text,
  state text,
  county_code text,
  snp integer not null,
  plan_suppressed_yn text not null
);

-- geographic locator file
create table part_d_geographic_locator (
  county_code text not null,
  statename text not null,
  county text not null,
  ma_region_code text,
  ma_region text,
  pdp_region_code text,
  pdp_region text
);

-- beneficiary cost file
create table part_d_beneficiary_cost (
  contract_id text not null,
  plan_id text not null,
  segment_id text not null,
  coverage_level integer not null,
  tier integer not null,
  days_supply integer not null,
  cost_type_pref integer not null,
  cost_amt_pref double precision,
  cost_min_amt_pref double precision,
  cost_max_amt_pref double precision,
  cost_type_nonpref integer not null,
  cost_amt_nonpref double precision,
  cost_min_amt_nonpref double precision,
  cost_max_amt_nonpref double precision,
  cost_type_mail_pref integer not null,
  cost_amt_mail_pref double precision,
  cost_min_amt_mail_pref double precision,
  cost_max_amt_mail_pref double precision,
  cost_type_mail_nonpref integer not null,
  cost_amt_mail_nonpref double precision,
  cost_min_amt_mail_nonpref double precision,
  cost_max_amt_mail_nonpref double precision,
  tier_specialty_yn text not null,
  ded_applies_yn text not null
);

-- insulin beneficiary cost file
create table part_d_insulin_beneficiary_cost (
  contract_id text not null,
  plan_id text not null,
  segment_id text not null,
  tier integer,
  days_supply integer not null,
  copay_amt_pref_insln double precision,
  copay_amt_nonpref_insln double precision,
  copay_amt_mail_pref_insln double precision,
  copay_amt_mail_nonpref_insln double precision,
  coin_amt_pref_insln double precision,
  coin_amt_nonpref_insln double precision,
  coin_amt_mail_pref_insln double precision,
  coin_amt_mail_nonpref_insln double precision
);

-- excluded drugs formulary file
create table part_d_excluded_drugs_formulary (
  contract_id text not null,
  plan_id text not null,
  rxcui text not null,
  tier integer not null,
  quantity_limit_yn text not null,
  quantity_limit_amount double precision,
  quantity_limit_days integer,
  prior_auth_yn text not null,
  step_therapy_yn text not null,
  capped_benefit_yn text not null
);

-- basic drugs formulary file
create table part_d_basic_drugs_formulary (
  formulary_id text not null,
  formulary_version integer not null,
  contract_year integer not null,
  rxcui text not null,
  ndc text not null,
  tier_level_value integer not null,
  quantity_limit_yn text not null,
  quantity_limit_amount double precision,
  quantity_limit_days integer,
  prior_authorization_yn text not null,
  step_therapy_yn text not null,
  selected_drug_yn text not null
);

-- pharmacy networks file
create table part_d_pharmacy_networks (
  contract_id text not null,
  plan_id text not null,
  segment_id text not null,
  pharmacy_number text not null,
  pharmacy_zipcode text not null,
  preferred_status_retail text,
  preferred_status_mail text,
  pharmacy_retail text not null,
  pharmacy_mail text not null,
  in_area_flag integer not null,
  floor_price double precision,
  brand_dispensing_fee_30 double precision,
  brand_dispensing_fee_60 double precision,
  brand_dispensing_fee_90 double precision,
  generic_dispensing_fee_30 double precision,
  generic_dispensing_fee_60 double precision,
  generic_dispensing_fee_90 double precision,
  selected_dispensing_fee_30 double precision,
  selected_dispensing_fee_60 double precision,
  selected_dispensing_fee_90 double precision
);

-- pricing file
create table part_d_pricing (
  contract_id text not null,
  plan_id text not null,
  segment_id text not null,
  ndc text not null,
  days_supply integer not null,
  unit_cost double precision not null
);

