/**
 * NPI check digit (CMS "Requirements for NPI check digit"): the Luhn formula over the card-issuer prefix
 * 80840 followed by the 10-digit NPI.
 */
const luhnSum = (digits: string, doubleFromRight: boolean): number => {
  let sum = 0;
  for (let i = digits.length - 1, double = doubleFromRight; i >= 0; i--, double = !double) {
    let d = Number(digits[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum;
};

/** The check digit for a 9-digit NPI base. */
export const npiCheckDigit = (base9: string): number => (10 - (luhnSum(`80840${base9}`, true) % 10)) % 10;

export const isValidNpi = (npi: string): boolean =>
  /^\d{10}$/.test(npi) && luhnSum(`80840${npi}`, false) % 10 === 0;

/** A valid NPI from a 9-digit base (individuals start with 1, organizations with 2). */
export const npiFromBase = (base9: string): string => `${base9}${npiCheckDigit(base9)}`;
