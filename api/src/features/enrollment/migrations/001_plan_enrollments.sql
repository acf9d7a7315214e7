-- Enrollment hand-offs (POST /plans/enrollment and POST /medsupp/enroll/{source}), keyed by session.
create table plan_enrollments (
  id uuid primary key,
  session_id uuid not null references sessions (id) on delete cascade,
  kind text not null,
  plan_id text not null,
  plan_name text not null,
  carrier_id text not null,
  fips text not null,
  -- Personal data: stored for the hand-off, never logged.
  enrollee jsonb not null,
  medicare_id text,
  effective_date text not null,
  effective_dates jsonb not null,
  created_at timestamptz not null default now()
);
create index plan_enrollments_session on plan_enrollments (session_id);
