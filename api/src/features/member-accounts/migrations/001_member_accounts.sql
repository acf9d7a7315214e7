-- A member account owns its opportunities, and each opportunity is one of its sessions: a member
-- reaches a session's data only through an opportunity of their own account.
create table member_accounts (
  id uuid primary key,
  first_name text not null,
  last_name text not null,
  email text,
  phone text,
  date_of_birth text,
  zip text not null,
  fips text not null,
  county_name text not null,
  agent_uuid uuid references agents (uuid),
  -- The Medicare Advantage or Part D plan the member has now (the annual notice of changes compares it).
  current_plan_id text,
  current_plan_year integer,
  check ((current_plan_id is null) = (current_plan_year is null)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table member_opportunities (
  id uuid primary key,
  account_id uuid not null references member_accounts (id) on delete cascade,
  -- A session belongs to at most one account.
  session_id uuid not null unique references sessions (id) on delete cascade,
  plan_year integer not null,
  created_at timestamptz not null default now()
);
create index member_opportunities_account on member_opportunities (account_id, created_at);

-- Signed member links: the JWT's jti is the id, so a link can be revoked and its use is recorded.
create table member_links (
  id uuid primary key,
  account_id uuid not null references member_accounts (id) on delete cascade,
  -- 'seed', or 'agent-api:<first 12 hex of the SHA-256 of the tool's token>' (never the token itself).
  issued_by text not null,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  last_used_at timestamptz,
  created_at timestamptz not null default now()
);
create index member_links_account on member_links (account_id);
