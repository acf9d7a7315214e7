-- SAMPLE drug catalogue (api/src/reference-data/drug-catalogue.ts), loaded by the seed step.
create table ref_drugs (
  id text primary key,
  name text not null,
  generic_name text not null,
  kind text not null,
  is_brand boolean not null,
  is_insulin boolean not null
);

create table ref_dosages (
  ndc text primary key,
  drug_id text not null references ref_drugs (id) on delete cascade,
  connecture_record_id text not null unique,
  label text not null,
  strength text not null,
  form text not null,
  unit text not null,
  package_quantity double precision not null,
  common_monthly_quantity double precision not null,
  unit_price double precision not null,
  position integer not null
);
create index ref_dosages_drug on ref_dosages (drug_id);

-- The session's drugs: one row per NDC; posting an NDC again updates its quantity.
create table session_dosages (
  id uuid primary key,
  session_id uuid not null references sessions (id) on delete cascade,
  ndc text not null,
  quantity double precision not null,
  frequency text not null,
  updated_by text not null,
  created_at timestamptz not null default now(),
  unique (session_id, ndc)
);
