/** Phone number formatting with no dependency (the embedding's few-kB loader imports it too). */
export const phoneDigits = (value: string): string => value.replace(/\D/g, '');

/** tel: href for a displayed phone number. */
export const telHref = (value: string): string => {
  const d = phoneDigits(value);
  return `tel:${d.length === 10 ? `+1${d}` : `+${d}`}`;
};
