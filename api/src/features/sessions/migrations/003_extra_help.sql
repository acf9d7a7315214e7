-- Whether the person gets Extra Help (the Part D Low-Income Subsidy): one row per session that answered.
-- It changes every plan's drug estimate, so like the session lists it moves the session's lists_version on
-- (002): a plan search remembered at the old version is never served again.
create table session_extra_help (
  session_id uuid primary key references sessions (id) on delete cascade,
  level text not null check (level in ('full', 'partial', 'no', 'unknown')),
  updated_at timestamptz not null default now()
);

create trigger session_extra_help_lists_version after insert or update or delete on session_extra_help
  for each row execute function session_lists_changed();
