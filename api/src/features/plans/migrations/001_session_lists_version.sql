-- The version of the lists a plan search prices a session with: its drugs, pharmacies and doctors. Any
-- change to one of them, by any route and on any replica, moves it on in the same transaction, so a plan
-- search that reads the version (one primary-key lookup) knows whether the lists it read before are still
-- the session's, and reads them again only when they are not.
alter table sessions add column lists_version bigint not null default 0;

create function session_lists_changed() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update sessions set lists_version = lists_version + 1 where id = old.session_id;
  end if;
  if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.session_id is distinct from old.session_id) then
    update sessions set lists_version = lists_version + 1 where id = new.session_id;
  end if;
  return null;
end $$;

create trigger session_dosages_changed after insert or update or delete on session_dosages
  for each row execute function session_lists_changed();
create trigger session_pharmacies_changed after insert or update or delete on session_pharmacies
  for each row execute function session_lists_changed();
create trigger session_providers_changed after insert or update or delete on session_providers
  for each row execute function session_lists_changed();
