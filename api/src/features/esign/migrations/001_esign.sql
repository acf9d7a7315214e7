-- Documents signed electronically (ESIGN Act): the exact text, its SHA-256, the consent to do business
-- electronically, and the signature with its time, client address and user agent.
create table esign_documents (
  id uuid primary key,
  session_id uuid not null references sessions (id) on delete cascade,
  kind text not null check (kind in ('scope_of_appointment', 'enrollment_application')),
  -- The enrollment hand-off an application summary was made from.
  source_id uuid,
  title text not null,
  body text not null,
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  -- Who is to sign (the beneficiary or the authorized representative).
  signer_name text not null,
  consent_at timestamptz,
  consent_version text,
  consent_ip text,
  consent_user_agent text,
  signed_at timestamptz,
  typed_signature text,
  signed_date text,
  signed_ip text,
  signed_user_agent text,
  -- The signed copy (base64 PDF) and its SHA-256, fixed at signing.
  signed_pdf text,
  pdf_sha256 text,
  -- Replaced by a newer version before it was signed (e.g. the products of a scope of appointment changed).
  superseded_at timestamptz,
  created_at timestamptz not null default now(),
  check ((signed_at is null) = (typed_signature is null)),
  check ((signed_at is null) = (signed_pdf is null)),
  check (signed_at is null or consent_at is not null),
  check (signed_at is null or superseded_at is null)
);
create index esign_documents_session on esign_documents (session_id);

-- Defence in depth behind the api's own checks: the text never changes, and a signed document never
-- changes nor disappears.
create function esign_documents_guard() returns trigger language plpgsql as $$
begin
  if old.signed_at is not null then
    raise exception 'esign document % is signed and cannot change', old.id using errcode = '55000';
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  if new.body is distinct from old.body or new.sha256 is distinct from old.sha256
     or new.title is distinct from old.title or new.kind is distinct from old.kind
     or new.signer_name is distinct from old.signer_name then
    raise exception 'the text of esign document % cannot change', old.id using errcode = '55000';
  end if;
  return new;
end
$$;
create trigger esign_documents_guard before update or delete on esign_documents
  for each row execute function esign_documents_guard();
