/** The inputs and request bodies the route tests send again and again: one sample person, one way to write each. */
/** Inputs every route test reuses. */
export const SAMPLE = {
  /** Phoenix, AZ (Maricopa 04013): primary market. */
  zip: '85004',
  fips: '04013',
  /** Multi-county ZIP: Pinal (04021, main) and Maricopa (04013). */
  multiCountyZip: '85142',
  /** New York, NY: a real ZIP outside the served markets. */
  unservedZip: '10001',
  /** Las Vegas, NV: secondary market. */
  secondaryZip: '89101',
  /** A 5-digit string that is no US ZIP. */
  unknownZip: '00000',
} as const;

/** The lead of the sample person (Dorothy, Phoenix) that passes the fake captcha. */
export const sampleLead = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Dorothy',
  lastName: 'Sample',
  emailAddress: 'dorothy.sample@example.com',
  phoneNumber: '(602) 321-0164',
  zip: SAMPLE.zip,
  fips: SAMPLE.fips,
  recaptchaToken: 'pass',
  ...overrides,
});

/** An enrollment hand-off of the sample enrollee (Maria, Phoenix) to a plan. */
export const enrollmentBody = (planId: string, carrier: string, extra: Record<string, unknown> = {}) => ({
  planId,
  carrier,
  medicareId: '1EG4-TE5-MK73',
  effectiveDates: ['2027-01-01', '2027-02-01'],
  enrollee: {
    zip: SAMPLE.zip,
    countyFIPS: SAMPLE.fips,
    firstName: 'Maria',
    lastName: 'Lopez',
    phoneNumber: '(602) 234-5678',
    email: 'maria@example.com',
    dateOfBirth: '1961-12-15',
    effectiveDate: '2027-01-01',
  },
  ...extra,
});
