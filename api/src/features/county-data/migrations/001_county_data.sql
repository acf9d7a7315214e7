-- SAMPLE reference data per county, generated deterministically (api/src/reference-data) the first time a
-- county is asked for, and kept. Formularies are shared by the plans of a carrier in a state.
create table ref_counties (
  fips text primary key,
  version text not null,
  generated_at timestamptz not null default now()
);

create table ref_plans (
  fips text not null,
  id text not null,
  plan_type integer not null,
  formulary_id text,
  doc jsonb not null,
  primary key (fips, id)
);

create table ref_formulary_entries (
  formulary_id text not null,
  drug_id text not null,
  tier integer,
  prior_authorization boolean not null,
  quantity_limit boolean not null,
  primary key (formulary_id, drug_id)
);

create table ref_pharmacies (
  pharmacy_record_id text primary key,
  fips text,
  name text not null,
  street text not null,
  city text not null,
  state text not null,
  zip text not null,
  phone text not null,
  latitude double precision not null,
  longitude double precision not null,
  is_mail_order boolean not null,
  is_24_hours boolean not null
);
create index ref_pharmacies_fips on ref_pharmacies (fips);

create table ref_doctors (
  npi text primary key,
  fips text not null,
  presentation_name text not null,
  specialty text not null,
  is_pcp boolean not null,
  gender text not null,
  languages jsonb not null,
  street1 text not null,
  street2 text not null,
  city text not null,
  state text not null,
  zip text not null,
  latitude double precision not null,
  longitude double precision not null
);
create index ref_doctors_fips on ref_doctors (fips);

create table ref_provider_groups (
  id text primary key,
  fips text not null,
  name text not null,
  group_type text not null,
  links jsonb not null
);

create table ref_locations (
  id text primary key,
  fips text not null,
  group_id text not null references ref_provider_groups (id),
  name text not null,
  street text not null,
  city text not null,
  state text not null,
  zip text not null,
  latitude double precision not null,
  longitude double precision not null,
  onsite_pharmacy boolean not null,
  onsite_labs boolean not null,
  description jsonb not null,
  links jsonb not null,
  phones jsonb not null,
  npis jsonb not null
);
create index ref_locations_fips on ref_locations (fips);

create table ref_medigap_offerings (
  id text primary key,
  fips text not null,
  source text not null,
  carrier_id text not null,
  carrier_name text not null,
  plan_sub_type text not null,
  letter text not null,
  carrier_factor double precision not null,
  area_factor double precision not null,
  logging_key text not null
);
create index ref_medigap_offerings_fips on ref_medigap_offerings (fips);
