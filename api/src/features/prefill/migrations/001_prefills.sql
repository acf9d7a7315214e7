-- Prefill records that agents create for a consumer (spec 7 GET /consumer-prefill/{id}); the id is the secret.
create table consumer_prefills (
  id uuid primary key,
  agent_uuid uuid,
  data jsonb not null,
  created_at timestamptz not null default now()
);
