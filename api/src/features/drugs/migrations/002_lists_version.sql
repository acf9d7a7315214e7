-- A change to the session's dosages moves its lists_version on (sessions/migrations/002).
create trigger session_dosages_changed after insert or update or delete on session_dosages
  for each row execute function session_lists_changed();
