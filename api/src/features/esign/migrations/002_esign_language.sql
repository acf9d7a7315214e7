-- The language of a document's text (issue 27): the exact text signed is recorded with its language.
alter table esign_documents add column language text not null default 'en' check (language in ('en', 'es'));
-- The language the consent to do business electronically was shown in.
alter table esign_documents add column consent_language text check (consent_language in ('en', 'es'));
