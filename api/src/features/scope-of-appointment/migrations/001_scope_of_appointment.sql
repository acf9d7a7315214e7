-- Scope of sales appointment: what the beneficiary agreed to discuss, before the appointment. The
-- typed signature, its time and the exact text are on the e-sign document it is signed as.
create table scope_of_appointments (
  id uuid primary key,
  session_id uuid not null references sessions (id) on delete cascade,
  meeting_id uuid references meetings (id),
  agent_uuid uuid references agents (uuid),
  products text[] not null check (cardinality(products) > 0),
  beneficiary_first_name text not null,
  beneficiary_last_name text not null,
  signer_role text not null check (signer_role in ('beneficiary', 'authorized_representative')),
  representative_name text,
  representative_relationship text,
  check ((signer_role = 'authorized_representative') = (representative_name is not null)),
  check ((representative_name is null) = (representative_relationship is null)),
  -- The current version of its document; earlier versions are superseded, never changed.
  document_id uuid not null unique references esign_documents (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index scope_of_appointments_session on scope_of_appointments (session_id);
create index scope_of_appointments_meeting on scope_of_appointments (meeting_id);
