create table app_secrets (
  name text primary key,
  value text not null
);

-- Every session-scoped row of every feature references sessions(id): a token reaches only its own rows.
create table sessions (
  id uuid primary key,
  -- 128 random bits, url-safe: appears in links, must not be guessable.
  reference_id text not null unique,
  connecture_session_id text not null unique,
  external_uuid text not null,
  zip text,
  fips text,
  county_name text,
  landing_url text,
  plan_year integer,
  account_id text,
  agent_uuid uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table session_benefits (
  session_id uuid not null references sessions (id) on delete cascade,
  name text not null,
  value text not null,
  updated_by text not null,
  updated_at timestamptz not null default now(),
  primary key (session_id, name)
);
