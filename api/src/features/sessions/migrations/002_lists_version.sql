-- The version of the session's lists (drugs, pharmacies, doctors: the Feature.sessionLists of the features
-- that own them). Each of those features puts session_lists_changed() on its table, so any change to a list,
-- by any route and on any replica, moves the version on in the same transaction. The session check of every
-- call reads it with the session (mount.ts), so a plan search knows without another query whether the lists
-- it read before are still the session's.
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
