/**
 * The expressions the drug search looks up (features/drugs/catalogue.ts), indexed by the import: a query
 * uses an index only when it writes the index's expression exactly, so both take them from here.
 */

/** A drug's id: its name (PROPRIETARYNAME, else NONPROPRIETARYNAME) as a slug, "Lantus SoloStar" → lantus-solostar. */
export const DRUG_ID_SQL = `btrim(regexp_replace(lower(coalesce(proprietary_name, nonproprietary_name)), '[^a-z0-9]+', '-', 'g'), '-')`;

/** The words of both names, searched by word prefix (`to_tsquery('simple', 'eliq:*')`). */
export const DRUG_NAMES_SQL = `to_tsvector('simple', coalesce(proprietary_name, '') || ' ' || coalesce(nonproprietary_name, ''))`;
