-- One row per imported data set (src/import): what serves now, where it came from, and its files.
create table data_sets (
  data_set text primary key,
  source text not null,
  contract_year integer,
  quarter integer,
  imported_at timestamptz not null,
  -- SHA-256 over every file's SHA-256: the same files imported again are recognised and change nothing.
  content_hash text not null,
  -- The repository's sample files (api/data/sample), not a publisher's download.
  sample boolean not null default false,
  -- [{name, kind, rows, bytes, sha256}]
  files jsonb not null
);
