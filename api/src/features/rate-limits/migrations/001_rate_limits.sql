-- Per-client request counters of the rate limits, shared by every api replica on this database.
-- One row per limit and client: hits in the current window, and when that window ends.
create table rate_limit_hits (
  key text primary key,
  hits integer not null,
  reset_at timestamptz not null
);
create index rate_limit_hits_reset_at on rate_limit_hits (reset_at);
