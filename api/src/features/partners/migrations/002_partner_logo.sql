-- A partner's own logo for co-branded pages (spec 1: the USN variant shows an extra logo), with its text
-- alternative.
alter table partners add column logo_src text;
alter table partners add column logo_alt text;
