-- Each NDC's mean 30-day UNIT_COST over the plans of a contract year's pricing file, computed by the import
-- from the loaded pricing rows and swapped with them (import/part-d/ndc-unit-costs.ts): the drug catalogue
-- reads one row per NDC instead of averaging the NDC's pricing rows (20,000-odd at full size) per lookup.
create table part_d_ndc_unit_costs (
  contract_year integer not null,
  ndc text not null,
  mean_unit_cost double precision not null
) partition by list (contract_year);

-- The years already imported get theirs from their serving pricing rows now, named as the import names a
-- year's partition and its index, so the next import of a year replaces it like the other tables'.
do $$
declare
  y integer;
begin
  -- A year's record and its pricing partition are swapped in together (data_sets: no scan of 20 M rows).
  for y in select contract_year from data_sets where data_set = 'part-d' order by 1 loop
    execute format('create table %I partition of part_d_ndc_unit_costs for values in (%s)',
      'part_d_ndc_unit_costs_' || y, y);
    execute format('insert into %I (contract_year, ndc, mean_unit_cost)
      select contract_year, ndc, avg(unit_cost) from %I where days_supply = 30 group by contract_year, ndc',
      'part_d_ndc_unit_costs_' || y, 'part_d_pricing_' || y);
    execute format('create index %I on %I (ndc) include (mean_unit_cost, contract_year)',
      'part_d_ndc_unit_costs_' || y || '_ndc', 'part_d_ndc_unit_costs_' || y);
    -- The pricing file's index by NDC served only that mean (a full-size year's is about 600 MB).
    execute format('drop index if exists %I', 'part_d_pricing_' || y || '_by_ndc');
  end loop;
end
$$;
