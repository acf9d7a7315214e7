-- Broker flow for Medigap enrollment (spec 6): the agent's business e-mail (the Medigap quoting partner
-- registers agents by it) and the agent's writing number with each carrier they are appointed with.
alter table agents add column email text;
create table agent_writing_numbers (
  agent_uuid uuid not null references agents (uuid) on delete cascade,
  carrier_id text not null,
  writing_number text not null,
  primary key (agent_uuid, carrier_id)
);
