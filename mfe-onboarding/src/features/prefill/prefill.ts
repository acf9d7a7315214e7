/**
 * A prefill record as consumer fields (spec 5: empty values are ignored): dates as a person reads them
 * (MM/DD/YYYY), gender by its name, and `wasPrefilled` so later pages know where the values came from.
 */

import type { ConsumerPrefill } from 'shared-contracts/api/prefill';
import { isoToUs } from 'shared-contracts/dates';
import type { ConsumerProfile } from 'shared-contracts/react';

const present = (v: string | undefined): v is string => typeof v === 'string' && v.trim() !== '';
const usDateOrNothing = (v: string | undefined) =>
  present(v) && /^\d{4}-\d{2}-\d{2}$/.test(v) ? isoToUs(v) : undefined;
const genderName = (v: string | undefined): ConsumerProfile['gender'] => {
  const g = v?.trim().toUpperCase();
  return g === 'F' || g === 'FEMALE' ? 'Female' : g === 'M' || g === 'MALE' ? 'Male' : undefined;
};

export const prefilledConsumer = (p: ConsumerPrefill): ConsumerProfile => {
  const fields: ConsumerProfile = {
    firstName: present(p.firstName) ? p.firstName.trim() : undefined,
    lastName: present(p.lastName) ? p.lastName.trim() : undefined,
    emailAddress: present(p.emailAddress) ? p.emailAddress.trim() : undefined,
    phoneNumber: present(p.phoneNumber) ? p.phoneNumber.trim() : undefined,
    dateOfBirth: usDateOrNothing(p.dateOfBirth),
    gender: genderName(p.gender),
    partAEffectiveDate: usDateOrNothing(p.partAEffectiveDate),
    partBEffectiveDate: usDateOrNothing(p.partBEffectiveDate),
  };
  const kept = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  return { ...kept, wasPrefilled: true };
};

/** The prefilled place, when the record names the ZIP, county and its FIPS code. */
export const prefilledPlace = (p: ConsumerPrefill) =>
  present(p.zip) && present(p.fips) && present(p.countyName)
    ? { zip: p.zip, fips: p.fips, countyName: p.countyName }
    : null;
