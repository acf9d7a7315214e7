-- A lead given while booking a meeting has a name and a phone; the e-mail address is the person's choice.
alter table leads alter column email drop not null;
