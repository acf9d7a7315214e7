-- Scheduling: an agent's working hours are wall-clock times in the agent's own time zone, and not every
-- agent takes video meetings.
alter table agents add column time_zone text not null default 'America/Phoenix';
alter table agents add column meeting_kinds text[] not null default '{phone,video}'
  check (cardinality(meeting_kinds) > 0 and meeting_kinds <@ '{phone,video}');
