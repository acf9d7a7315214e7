/**
 * Api answers and requests for tests of any package (shared-contracts, the kit, the shell, the remotes,
 * e2e): one place for the shape, each test says only what matters to it through `over`.
 */
import type { LeadCreateBody } from './api/leads';
import type { MarketsResponse } from './api/location';
import type { MemberAccount } from './api/member';
import type { Partner } from './api/partners';
import type { Meeting } from './api/scheduling';

/** The market lookup's answer for ZIP 85004 (Maricopa, Phoenix) with its sales line. */
export const makeMarket = (over: Partial<MarketsResponse> = {}): MarketsResponse => ({
  zip: '85004',
  fips: '04013',
  countyName: 'Maricopa',
  state: 'AZ',
  city: 'Phoenix',
  market: 'Phoenix',
  phoneNumbers: { sales: '(623) 223-8884', tty: '711' },
  ...over,
});

/** A partner as the api answers it: Silver Path (no phone line, no logo) unless `over` says. */
export const makePartner = (over: Partial<Partner> = {}): Partner => ({
  id: 'silver-path',
  salesforceId: 'SF1',
  name: 'Silver Path',
  url: 'https://silverpath.example',
  colors: { primary: '#0f6e5a', secondary: null },
  phoneNumber: null,
  logo: null,
  ...over,
});

/** A visitor's contact details as typed into the lead form (the phone as people type it). */
export const typedLead = {
  firstName: 'Rosa',
  lastName: 'Diaz',
  emailAddress: 'rosa@example.com',
  phoneNumber: '602-555-0142',
} as const;

/**
 * The lead post's body for `typedLead` from ZIP 85004 (Maricopa): the phone as the form formats it, the
 * place, the consent box ticked. Attribution, captcha token and consent text are each test's own.
 */
export const makeLeadBody = (over: Partial<LeadCreateBody> = {}) => ({
  ...typedLead,
  phoneNumber: '(602) 555-0142',
  zip: '85004',
  fips: '04013',
  agreeToTerms: true,
  ...over,
});

/** A member's account in Maricopa (the member pages' and queries' answer to GET the account). */
export const makeMemberAccount = (over: Partial<MemberAccount> = {}): MemberAccount => ({
  accountId: 'a1',
  firstName: 'Rosa',
  lastName: 'Diaz',
  emailAddress: 'rosa@example.com',
  phoneNumber: '(602) 321-0164',
  dateOfBirth: '1958-03-09',
  zip: '85004',
  fips: '04013',
  countyName: 'Maricopa',
  timeZone: 'America/Phoenix',
  assignedAgent: null,
  currentPlan: null,
  opportunities: [],
  ...over,
});

/** A phone meeting booked for December 1, 2026 at 10:00 in Phoenix (the api's answer to a booking). */
export const makeMeeting = (over: Partial<Meeting> = {}): Meeting => ({
  meetingId: 'M1',
  status: 'booked',
  kind: 'phone',
  startsAt: '2026-12-01T17:00:00.000Z',
  endsAt: '2026-12-01T17:30:00.000Z',
  timeZone: 'America/Phoenix',
  localStart: '2026-12-01T10:00:00-07:00',
  agent: {
    agentUuid: 'a1',
    firstName: 'Ann',
    lastName: 'Sample',
    title: 'Licensed agent',
    phone: '(602) 555-0100',
    photoLink: null,
  },
  contact: { firstName: 'Rosa', lastName: 'Diaz', phoneNumber: '(602) 321-0164' },
  attendanceConfirmedAt: null,
  changeable: true,
  ...over,
});
