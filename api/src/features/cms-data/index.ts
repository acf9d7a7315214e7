import type { Feature } from '../feature';

/**
 * Tables of the public data the import command loads (src/import): `data_sets` and one table per
 * published file kind. Rows only ever change by an import's swap.
 */
export const cmsDataFeature: Feature = {
  name: 'cms-data',
  migrations: new URL('./migrations/', import.meta.url),
};
