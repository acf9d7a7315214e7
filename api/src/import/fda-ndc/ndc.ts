/**
 * NDC forms. The FDA writes a package code with dashes in one of three 10-digit forms (labeler-product-
 * package 4-4-2, 5-3-2 or 5-4-1); CMS's files use the 11-digit 5-4-2 form without dashes, which is the FDA
 * form with a zero put in front of the short segment. A 10-digit code without dashes cannot be placed (the
 * short segment is unknown), so it is refused.
 */

/** Segment lengths of the forms read, and the NDC-11's (5-4-2), to pad each segment to. */
const PACKAGE_FORMS = new Set(['4-4-2', '5-3-2', '5-4-1', '5-4-2']);
const PRODUCT_FORMS = new Set(['4-4', '5-3', '5-4']);
const WIDTHS = [5, 4, 2];

const padded = (code: string, forms: ReadonlySet<string>): string | null => {
  const parts = code.trim().split('-');
  if (!parts.every((p) => /^\d+$/.test(p)) || !forms.has(parts.map((p) => p.length).join('-'))) return null;
  return parts.map((p, i) => p.padStart(WIDTHS[i] as number, '0')).join('');
};

/** `0002-1433-80` → `00002143380`; an 11-digit code is kept; anything else is null. */
export const ndc11 = (code: string): string | null =>
  /^\d{11}$/.test(code.trim()) ? code.trim() : padded(code, PACKAGE_FORMS);

/** A product code (labeler-product, 4-4, 5-3 or 5-4) as the 9 digits that start its packages' NDC-11s. */
export const productNdc9 = (code: string): string | null => padded(code, PRODUCT_FORMS);

/** The FDA's dashed 5-4-2 display of an NDC-11 (`00002-1433-80`). */
export const formatNdc11 = (ndc: string): string => `${ndc.slice(0, 5)}-${ndc.slice(5, 9)}-${ndc.slice(9)}`;
