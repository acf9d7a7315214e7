create table agents (
  uuid uuid primary key,
  first_name text not null,
  last_name text not null,
  title text not null,
  phone text not null,
  photo_link text
);
