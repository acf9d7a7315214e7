-- The consent text the person saw beside the submit button, its version and when it was shown (spec 9).
alter table leads add column consent_text text;
alter table leads add column consent_version text;
alter table leads add column consent_shown_at timestamptz;
