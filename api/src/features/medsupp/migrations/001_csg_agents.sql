-- Agents registered with the Medigap quoting partner (POST /csg/register-agent), for the broker flow.
create table csg_agents (
  agent_uuid uuid primary key,
  session_id uuid not null references sessions (id) on delete cascade,
  client_user_id text not null,
  email text not null,
  fname text not null,
  lname text not null,
  phone text not null,
  next_key text not null,
  created_at timestamptz not null default now(),
  unique (session_id, client_user_id)
);
