-- The language the consent text was shown in (issue 27: the text is stored as shown, in English or Spanish).
alter table leads add column consent_language text;
