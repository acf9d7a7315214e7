-- A data set per source AND contract year (src/import/CONTEXT.md, "Contract years"): from October 1 to
-- December 31 the site serves this year's plans and next year's, so importing one year must keep the
-- other. The tables of the sources whose files carry a contract year are LIST-partitioned by it; an
-- import swaps one year's partition (drops it, attaches the loaded table) in one transaction.
-- Their previous rows are dropped with the tables (a data set is read again from its files: the sample at
-- the next start, a publisher's download by importing it again), so their data_sets records go too.
delete from data_sets where data_set in ('part-d', 'ma-landscape');
alter table data_sets drop constraint data_sets_pkey;
-- The FDA directory and NPPES have no contract year (null): one record each, as before.
alter table data_sets add constraint data_sets_key unique nulls not distinct (data_set, contract_year);

-- Each table recreated empty, partitioned by the year: the basic formulary file and the landscape carry it
-- themselves (CONTRACT_YEAR, "Contract Year"); the other files get a contract_year column.
do $$
declare
  t text;
begin
  foreach t in array array['part_d_plan_information', 'part_d_geographic_locator', 'part_d_beneficiary_cost',
    'part_d_insulin_beneficiary_cost', 'part_d_excluded_drugs_formulary', 'part_d_basic_drugs_formulary',
    'part_d_pharmacy_networks', 'part_d_pricing', 'ma_landscape'] loop
    execute format('alter table %I rename to %I', t, t || '_old');
    execute format(
      'create table %I (like %I%s) partition by list (contract_year)',
      t, t || '_old',
      case when t in ('part_d_basic_drugs_formulary', 'ma_landscape') then '' else ', contract_year integer not null' end
    );
    execute format('drop table %I', t || '_old');
  end loop;
end
$$;
