/**
 * A victim for the attacker's checks (isolation, fuzz, logs): a session holding one of every
 * session-scoped thing the api stores (benefits, Extra Help, a dosage, a pharmacy, a doctor, a provider-network
 * location, a lead, questions, a quiz answer, an active campaign, a plan enrollment, a CSG agent), with
 * the ids an attacker would aim at, and a snapshot of all its rows to prove that nothing of it changed.
 */
import { saveProviderBodyFor } from 'shared-contracts/api';
import type { Queryable } from '../db/db';
import { type Json, SAMPLE, sessionIdOf, type TestApi } from './harness';

/** Personal data the victim posts: distinctive strings a log search can look for. */
export const VICTIM_PERSON = {
  firstName: 'Victoria',
  lastName: 'Privatova',
  emailAddress: 'victoria.privatova@example.com',
  phoneNumber: '6025550187',
  dateOfBirth: '1959-03-21',
  medicareId: '1EG4-TE5-MK73',
} as const;

export interface Victim {
  token: string;
  sessionId: string;
  referenceId: string;
  dosageRecordId: string;
  pharmacyRecordId: string;
  providerUuid: string;
  locationId: string;
  leadId: string;
  /** The NDC of its dosage (a catalogue drug). */
  ndc: string;
}

export const createVictim = async (api: TestApi): Promise<Victim> => {
  const { token, referenceId } = await api.newSession({ zip: SAMPLE.zip, fips: SAMPLE.fips });
  const call = async (
    method: string,
    path: string,
    o: { body?: unknown; query?: Record<string, string> } = {},
  ) => {
    const res = await api.request(method, path, { token, ...o });
    if (res.status >= 300)
      throw new Error(`victim set-up ${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as Json;
  };
  const person = VICTIM_PERSON;
  await call('POST', '/consumer/session/benefits', {
    body: { updatedBy: 'consumer', benefitList: [{ name: 'telemedicine', value: 'Very important' }] },
  });
  await call('PUT', '/consumer/session/extra-help', { body: { extraHelp: 'full' } });
  const drug = await call('GET', '/consumer/drugs/metformin');
  const dosages = await call('POST', '/consumer/session/dosages', {
    body: { ndc: drug.cntr.dosages[0].ndc, quantity: 60, updatedBy: 'consumer' },
  });
  const pharmacies = await call('GET', '/consumer/pharmacies', {
    query: { zip: SAMPLE.zip, radius: '50', take: '1' },
  });
  const pharmacyRecordId = pharmacies.cntr.pharmacyList[0].pharmacyRecordID as string;
  await call('POST', '/consumer/session/pharmacies', {
    body: { pharmacyRecordIDs: [pharmacyRecordId], updatedBy: 'consumer' },
  });
  const doctor = (
    await call('POST', '/consumer/providers/search', { body: { zipCode: SAMPLE.zip, take: 1 } })
  ).providers[0];
  const provider = await call('POST', '/consumer/providers', {
    body: saveProviderBodyFor(doctor, 2027),
  });
  const location = await call('POST', '/consumer/session-provider-network-locations', {
    body: { locationId: 'victim-loc', updatedBy: person.emailAddress, providers: [] },
  });
  const lead = await call('POST', '/consumer/leads', {
    body: {
      firstName: person.firstName,
      lastName: person.lastName,
      emailAddress: person.emailAddress,
      phoneNumber: person.phoneNumber,
      dateOfBirth: person.dateOfBirth,
      zip: SAMPLE.zip,
      recaptchaToken: 'pass',
    },
  });
  await call('POST', '/consumer/questions', {
    body: { questions: [{ question: 'Tobacco?', answer: false }] },
  });
  await call('POST', '/consumer/quiz-result', {
    body: { quizName: 'enrollment-date', question: 'When did you turn 65?', answer: '2024-03-21' },
  });
  await call('POST', '/consumer/active-campaign', {
    body: {
      enrollmentStartDate: '2024-03-01',
      missedInitialEnrollmentPeriod: false,
      websiteReferenceId: referenceId,
      tags: ['victim'],
    },
  });
  const plans = await call('GET', '/consumer/plans', {
    query: { zip: SAMPLE.zip, fips: SAMPLE.fips, year: '2027', 'planTypes[0]': 'MAPD' },
  });
  const plan = plans.cntr.medicarePlans[0];
  await call('POST', '/consumer/plans/enrollment', {
    body: {
      planId: plan.id,
      carrier: plan.carrierName,
      medicareId: person.medicareId,
      effectiveDates: ['2027-01-01'],
      enrollee: {
        zip: SAMPLE.zip,
        countyFIPS: SAMPLE.fips,
        firstName: person.firstName,
        lastName: person.lastName,
        phoneNumber: person.phoneNumber,
        email: person.emailAddress,
        dateOfBirth: person.dateOfBirth,
        effectiveDate: '2027-01-01',
      },
    },
  });
  await call('POST', '/products/csg/register-agent', {
    body: {
      email: person.emailAddress,
      client_user_id: 'victim-agent',
      fname: person.firstName,
      lname: person.lastName,
      phone: person.phoneNumber,
    },
  });
  return {
    token,
    sessionId: sessionIdOf(token),
    referenceId,
    dosageRecordId: dosages.cntr[0].dosageRecordID,
    pharmacyRecordId,
    providerUuid: provider.cntr.uuid,
    locationId: location.id,
    leadId: lead.leadId,
    ndc: drug.cntr.dosages[0].ndc,
  };
};

/** Every row keyed by the session, in every table with a session_id column, plus the session's own row. */
export const sessionSnapshot = async (db: Queryable, sessionId: string) => {
  const tables = await db.query<{ table_name: string }>(
    `select table_name from information_schema.columns
      where column_name = 'session_id' and table_schema = current_schema() order by table_name`,
  );
  const out: Record<string, string> = {};
  for (const { table_name } of tables) {
    const rows = await db.query(`select * from ${table_name} where session_id = $1`, [sessionId]);
    out[table_name] = JSON.stringify(rows.map((r) => JSON.stringify(r)).sort());
  }
  const [session] = await db.query('select * from sessions where id = $1', [sessionId]);
  out.sessions = JSON.stringify(session);
  return out;
};
