-- One lead per session (spec 4: stored once per session; a second post updates the same lead).
create table leads (
  id uuid primary key,
  session_id uuid not null unique references sessions (id) on delete cascade,
  first_name text not null,
  last_name text not null,
  email text not null,
  phone text not null,
  zip text not null,
  fips text,
  date_of_birth text,
  agree_to_terms boolean,
  attribution jsonb not null default '{}',
  utm_campaign text,
  custom_campaign text,
  used_website_initiated_dial boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
