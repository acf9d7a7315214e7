create table dw_page_views (
  id uuid primary key,
  website_reference_id text,
  url text not null,
  user_agent_browser text not null,
  created_at timestamptz not null default now()
);
create index dw_page_views_reference on dw_page_views (website_reference_id);

create table dw_plan_enrollments (
  id uuid primary key,
  website_reference_id text,
  payload jsonb not null,
  created_at timestamptz not null default now()
);
create index dw_plan_enrollments_reference on dw_plan_enrollments (website_reference_id);
