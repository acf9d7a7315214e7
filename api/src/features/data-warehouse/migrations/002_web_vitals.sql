-- Real-user measurement (POST /dw/aep_analytics/web_vitals): one row per report of a page load's Core Web
-- Vitals. A load reports when its page is hidden, so a load hidden twice sends a second, later row.
create table dw_web_vitals (
  id uuid primary key,
  website_reference_id text,
  url text not null,
  navigation_type text not null,
  lcp_ms double precision,
  inp_ms double precision,
  cls double precision,
  -- {"LCP": "good", ...} as the web-vitals library rated each value.
  ratings jsonb not null,
  created_at timestamptz not null default now()
);
create index dw_web_vitals_created on dw_web_vitals (created_at);
