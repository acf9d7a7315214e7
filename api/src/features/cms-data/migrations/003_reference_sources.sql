-- The FDA NDC directory, NPPES and MA landscape files (src/import/fda-ndc, nppes, ma-landscape, each with
-- its LAYOUT.md): the columns the suite reads, as their row parsers give them (NDC-11, 5-digit ZIP, money
-- as numbers). The import builds the indexes on the staging copy and swaps it in.

-- NDC product file (product.txt)
create table ndc_products (
  product_id text not null,
  product_ndc text not null,
  fda_product_ndc text not null,
  product_type text not null,
  proprietary_name text,
  proprietary_name_suffix text,
  nonproprietary_name text,
  dosage_form text not null,
  route text,
  marketing_start text not null,
  marketing_end text,
  marketing_category text not null,
  labeler text not null,
  substance text,
  strength text,
  strength_unit text,
  dea_schedule text
);

-- NDC package file (package.txt)
create table ndc_packages (
  ndc11 text not null,
  product_id text not null,
  product_ndc text not null,
  fda_package_code text not null,
  description text not null,
  marketing_start text not null,
  marketing_end text,
  sample_package integer not null
);

-- NPPES data dissemination file (npidata_pfile)
create table npi_providers (
  npi text not null,
  kind text not null,
  last_name text,
  first_name text,
  middle_name text,
  credential text,
  organization_name text,
  gender text,
  address_line1 text not null,
  address_line2 text,
  city text not null,
  state text not null,
  zip text not null,
  phone text,
  taxonomy text not null,
  specialty text,
  primary_care integer
);

-- MA landscape file (CY20YY_Landscape)
create table ma_landscape (
  contract_year integer not null,
  category text not null,
  state text not null,
  county_name text not null,
  county_fips text,
  contract_id text not null,
  plan_id text not null,
  segment_id text not null,
  organization text not null,
  parent_organization text,
  plan_name text not null,
  plan_type text not null,
  snp integer not null,
  snp_type text,
  part_d integer not null,
  sanctioned integer not null,
  drug_deductible double precision,
  part_d_basic_premium double precision,
  part_d_total_premium double precision,
  part_d_low_income_premium double precision,
  part_c_premium double precision,
  consolidated_premium double precision,
  moop double precision,
  part_c_stars double precision,
  part_d_stars double precision,
  overall_stars double precision,
  ma_region text,
  pdp_region text
);

