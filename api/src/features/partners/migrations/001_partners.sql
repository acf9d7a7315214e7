create table partners (
  id text primary key,
  salesforce_id text not null unique,
  name text not null,
  url text not null,
  primary_color text not null,
  secondary_color text,
  phone_number text
);
