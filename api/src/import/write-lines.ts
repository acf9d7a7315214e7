/** Lines in the published formats, for the sample files and the full-size generator. */

/** Tab-delimited, unquoted (the FDA's files): a tab or line break in a value would break the layout. */
export const tabLine = (values: readonly string[]): string => `${values.join('\t')}\n`;

/** NPPES writes every value in double quotes. */
export const allQuotedLine = (values: readonly string[]): string =>
  `${values.map((v) => `"${v.replace(/"/g, '""')}"`).join(',')}\n`;

/** Quotes only where needed (CMS's landscape CSV). */
export const csvLine = (values: readonly string[]): string =>
  `${values.map((v) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)).join(',')}\r\n`;

/** `$1,234.50`, `-$1.20`, as the landscape writes money. */
export const dollars = (amount: number): string =>
  `${amount < 0 ? '-' : ''}$${Math.abs(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** An NPI for a 9-digit base: the base and its Luhn check digit over the 80840 prefix. */
export const npiFor = (base: number): string => {
  const digits = `80840${String(base).padStart(9, '0')}`;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return `${String(base).padStart(9, '0')}${(10 - (sum % 10)) % 10}`;
};
