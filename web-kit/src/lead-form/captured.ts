import type { ConsumerProfile, HostLocation } from 'shared-contracts/react';

/** Spec 4: a lead counts as captured when last and first name, e-mail, phone, zip and fips are all present. */
export const isLeadCaptured = (consumer: ConsumerProfile, location: HostLocation | null): boolean =>
  [
    consumer.firstName,
    consumer.lastName,
    consumer.emailAddress,
    consumer.phoneNumber,
    location?.zipCode,
    location?.fips,
  ].every((v) => typeof v === 'string' && v.trim() !== '');
