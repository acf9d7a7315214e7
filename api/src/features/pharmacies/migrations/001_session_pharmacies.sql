-- The session's selected pharmacies (ids of ref_pharmacies; reference data may be regenerated, so no FK).
create table session_pharmacies (
  session_id uuid not null references sessions (id) on delete cascade,
  pharmacy_record_id text not null,
  updated_by text not null,
  created_at timestamptz not null default now(),
  primary key (session_id, pharmacy_record_id)
);
