/** What the doctor and pharmacy searches share in reading NPPES rows (`npi_providers`). */
import type { Queryable } from '../../db/db';

/** NPPES writes names and addresses in capitals: "1111 E MCDOWELL RD" → "1111 E Mcdowell Rd". */
export const titleCase = (text: string): string =>
  text
    .toLowerCase()
    .replace(/(^|[\s\-'/(])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());

/** A search word as a LIKE pattern that matches the word itself: % and _ typed are not wildcards. */
export const likePattern = (word: string): string => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/** True while the NPPES data serving is the repository's sample file (or none is imported). */
export const nppesIsSample = async (db: Queryable): Promise<boolean> => {
  const [row] = await db.query<{ sample: boolean }>(`select sample from data_sets where data_set = 'nppes'`);
  return row?.sample ?? true;
};
