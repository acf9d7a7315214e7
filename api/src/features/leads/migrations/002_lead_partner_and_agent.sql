-- A lead posted from a partner's form is attributed to that partner; a booked meeting assigns the agent.
alter table leads add column partner_id text references partners (id);
alter table leads add column agent_uuid uuid references agents (uuid);
