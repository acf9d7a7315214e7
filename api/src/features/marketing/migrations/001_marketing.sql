create table session_questions (
  id uuid primary key,
  session_id uuid not null references sessions (id) on delete cascade,
  questions jsonb not null,
  created_at timestamptz not null default now()
);
create index session_questions_session on session_questions (session_id);

create table quiz_results (
  id uuid primary key,
  session_id uuid not null references sessions (id) on delete cascade,
  quiz_name text not null,
  question text not null,
  answer jsonb not null,
  created_at timestamptz not null default now()
);
create index quiz_results_session on quiz_results (session_id);

create table active_campaigns (
  id uuid primary key,
  session_id uuid not null references sessions (id) on delete cascade,
  enrollment_start_date text not null,
  enrollment_end_date text,
  missed_initial_enrollment_period boolean not null,
  lead_source_type text,
  utm_source text,
  tags jsonb not null,
  created_at timestamptz not null default now()
);
create index active_campaigns_session on active_campaigns (session_id);
