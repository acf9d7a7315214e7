create table site_options (
  key text primary key,
  value text not null
);

-- Date windows as YYYY-MM-DD text: shown from start (inclusive) to end (exclusive).
create table disclaimers (
  id text primary key,
  carrier text,
  display_start_date text not null,
  display_end_date text not null,
  body text not null,
  sort integer not null
);

-- Site phone number per marketing campaign and page kind (spec 4 selection rules, spec 9 defaults).
create table campaign_phone_numbers (
  campaign text not null,
  page_kind text not null,
  phone_number text not null,
  primary key (campaign, page_kind)
);
