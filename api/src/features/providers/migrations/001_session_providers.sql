-- The session's doctors (spec 3 Provider).
create table session_providers (
  uuid uuid primary key,
  session_id uuid not null references sessions (id) on delete cascade,
  npis jsonb not null,
  presentation_name text not null,
  specialty text not null,
  street_line_1 text not null,
  street_line_2 text not null,
  city text not null,
  state text not null,
  zip text not null,
  is_pcp boolean not null default false,
  year integer not null,
  updated_by text not null,
  created_at timestamptz not null default now()
);
create index session_providers_session on session_providers (session_id);
