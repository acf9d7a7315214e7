-- A data set per source AND contract year (src/import/CONTEXT.md, "Contract years"): from October 1 to
-- December 31 the site serves this year's plans and next year's, so importing one year must keep the
-- other. The tables of the sources whose files carry a contract year are LIST-partitioned by it; an
-- import swaps one year's partition (detach, drop, attach the loaded table) in one transaction.
-- Their previous rows are dropped with the tables (a data set is read again from its files: the sample at
-- the next start, a publisher's download by importing it again), so their data_sets records go too.
delete from data_sets where data_set in ('part-d', 'ma-landscape');
alter table data_sets drop constraint data_sets_pkey;
-- The FDA directory and NPPES have no contract year (null): one record each, as before.
alter table data_sets add constraint data_sets_key unique nulls not distinct (data_set, contract_year);

alter table part_d_plan_information rename to part_d_plan_information_old;
create table part_d_plan_information (like part_d_plan_information_old, contract_year integer not null)
  partition by list (contract_year);
drop table part_d_plan_information_old;

alter table part_d_geographic_locator rename to part_d_geographic_locator_old;
create table part_d_geographic_locator (like part_d_geographic_locator_old, contract_year integer not null)
  partition by list (contract_year);
drop table part_d_geographic_locator_old;

alter table part_d_beneficiary_cost rename to part_d_beneficiary_cost_old;
create table part_d_beneficiary_cost (like part_d_beneficiary_cost_old, contract_year integer not null)
  partition by list (contract_year);
drop table part_d_beneficiary_cost_old;

alter table part_d_insulin_beneficiary_cost rename to part_d_insulin_beneficiary_cost_old;
create table part_d_insulin_beneficiary_cost (like part_d_insulin_beneficiary_cost_old, contract_year integer not null)
  partition by list (contract_year);
drop table part_d_insulin_beneficiary_cost_old;

alter table part_d_excluded_drugs_formulary rename to part_d_excluded_drugs_formulary_old;
create table part_d_excluded_drugs_formulary (like part_d_excluded_drugs_formulary_old, contract_year integer not null)
  partition by list (contract_year);
drop table part_d_excluded_drugs_formulary_old;

-- The basic formulary file and the landscape carry the year themselves (CONTRACT_YEAR, "Contract Year").
alter table part_d_basic_drugs_formulary rename to part_d_basic_drugs_formulary_old;
create table part_d_basic_drugs_formulary (like part_d_basic_drugs_formulary_old)
  partition by list (contract_year);
drop table part_d_basic_drugs_formulary_old;

alter table part_d_pharmacy_networks rename to part_d_pharmacy_networks_old;
create table part_d_pharmacy_networks (like part_d_pharmacy_networks_old, contract_year integer not null)
  partition by list (contract_year);
drop table part_d_pharmacy_networks_old;

alter table part_d_pricing rename to part_d_pricing_old;
create table part_d_pricing (like part_d_pricing_old, contract_year integer not null)
  partition by list (contract_year);
drop table part_d_pricing_old;

alter table ma_landscape rename to ma_landscape_old;
create table ma_landscape (like ma_landscape_old) partition by list (contract_year);
drop table ma_landscape_old;
