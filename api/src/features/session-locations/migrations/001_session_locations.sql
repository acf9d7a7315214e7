-- Provider-network locations a session saved (spec 7 session-provider-network-locations).
create table session_provider_network_locations (
  id uuid primary key,
  session_id uuid not null references sessions (id) on delete cascade,
  location_id text not null,
  updated_by text not null,
  providers jsonb not null default '[]',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (session_id, location_id)
);
