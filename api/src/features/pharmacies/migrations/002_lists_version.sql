-- A change to the session's pharmacies moves its lists_version on (sessions/migrations/002).
create trigger session_pharmacies_changed after insert or update or delete on session_pharmacies
  for each row execute function session_lists_changed();
