-- Working hours: wall-clock intervals in the agent's time zone (agents.time_zone), on 30-minute marks.
create table agent_working_hours (
  agent_uuid uuid not null references agents (uuid) on delete cascade,
  weekday integer not null check (weekday between 0 and 6),
  start_time text not null check (start_time ~ '^([01][0-9]|2[0-3]):[03]0$'),
  end_time text not null check (end_time ~ '^([01][0-9]|2[0-3]):[03]0$'),
  check (start_time < end_time),
  primary key (agent_uuid, weekday, start_time)
);

create table agent_time_off (
  id uuid primary key,
  agent_uuid uuid not null references agents (uuid) on delete cascade,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  reason text not null,
  check (starts_at < ends_at)
);
create index agent_time_off_agent on agent_time_off (agent_uuid, ends_at);

create table meetings (
  id uuid primary key,
  agent_uuid uuid not null references agents (uuid),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  kind text not null check (kind in ('phone', 'video')),
  status text not null default 'booked' check (status in ('booked', 'cancelled')),
  -- The booking session (its token reaches the meeting), and the member account that owns it, if any.
  session_id uuid references sessions (id) on delete set null,
  account_id uuid references member_accounts (id) on delete set null,
  -- Who the agent meets, as given when booking.
  contact_first_name text not null,
  contact_last_name text not null,
  contact_phone text not null,
  contact_email text,
  zip text not null,
  -- The person's time zone (from the ZIP), in which the pages show the meeting.
  time_zone text not null,
  attendance_confirmed_at timestamptz,
  -- RFC 5545 SEQUENCE of the calendar file: one more at every reschedule or cancellation.
  sequence integer not null default 0,
  cancelled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (ends_at = starts_at + interval '30 minutes'),
  check ((status = 'cancelled') = (cancelled_at is not null))
);
-- Atomic booking: of two people racing for one agent's slot, the database lets exactly one insert (or
-- reschedule into it) succeed. Slots are on the agent's 30-minute grid, so equal starts are the only
-- way two 30-minute meetings of one agent can overlap.
create unique index meetings_one_per_agent_slot on meetings (agent_uuid, starts_at) where status = 'booked';
create index meetings_session on meetings (session_id);
create index meetings_account on meetings (account_id);

alter table leads add column meeting_id uuid references meetings (id) on delete set null;
