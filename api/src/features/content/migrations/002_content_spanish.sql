-- The Spanish of each option and disclaimer (issue 27): the site options answer in the request's language.
alter table site_options add column value_es text;
alter table disclaimers add column body_es text;
