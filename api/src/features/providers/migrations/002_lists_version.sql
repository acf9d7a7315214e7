-- A change to the session's providers moves its lists_version on (sessions/migrations/002).
create trigger session_providers_changed after insert or update or delete on session_providers
  for each row execute function session_lists_changed();
