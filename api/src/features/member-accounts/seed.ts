/**
 * SAMPLE DATA: two fictional member accounts (example.com e-mail, 555-01xx phones), each with one
 * opportunity (a session of its own) and a current plan, so the member pages and the annual notice of
 * changes have something to show. `npm run member-link -w api` issues a link to one of them.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/db';
import {
  SAMPLE_PREVIOUS_YEAR,
  SAMPLE_SEGMENT,
  type SampleState,
  samplePlansOf,
} from '../../import/samples/sample-plans';
import { SAMPLE_AGENTS } from '../agents/public';
import { createSession } from '../sessions/public';

interface SampleMember {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dateOfBirth: string;
  zip: string;
  fips: string;
  state: SampleState;
  countyName: string;
  agentUuid: string;
  /** Which of the county's plans the member has now. */
  currentPlan: 'MAPD' | 'PDP';
}

export const SAMPLE_MEMBERS: readonly SampleMember[] = [
  {
    id: '9c4b2e1a-5d6f-4a7b-8c9d-0e1f2a3b4c5d',
    firstName: 'Evelyn',
    lastName: 'Sample',
    email: 'evelyn.sample@example.com',
    phone: '(602) 555-0171',
    dateOfBirth: '1958-03-09',
    zip: '85004',
    fips: '04013',
    state: 'AZ',
    countyName: 'Maricopa',
    agentUuid: SAMPLE_AGENTS[0].uuid,
    currentPlan: 'MAPD',
  },
  {
    id: '2f7e6d5c-4b3a-4928-9170-6a5b4c3d2e1f',
    firstName: 'Walter',
    lastName: 'Example',
    email: 'walter.example@example.com',
    phone: '(305) 555-0158',
    dateOfBirth: '1956-10-21',
    zip: '33101',
    fips: '12086',
    state: 'FL',
    countyName: 'Miami-Dade',
    agentUuid: SAMPLE_AGENTS[3].uuid,
    currentPlan: 'PDP',
  },
];

/**
 * The member's current plan, of the sample files' previous contract year (the notice compares it with the
 * next): the county's first plan of that kind, without SNPs; its id is CONTRACT_ID + PLAN_ID + SEGMENT_ID.
 */
export const samplePlanOf = (m: SampleMember) => {
  const pdp = m.currentPlan === 'PDP';
  const plan = [...samplePlansOf(SAMPLE_PREVIOUS_YEAR)]
    .sort((a, b) => `${a.contract}${a.plan}`.localeCompare(`${b.contract}${b.plan}`))
    .find(
      (p) =>
        p.snp === 0 &&
        p.formulary !== null &&
        (pdp ? p.states?.includes(m.state) : p.counties?.includes(m.fips)) &&
        (p.planType === 'Medicare Prescription Drug Plan') === pdp,
    );
  if (!plan) throw new Error(`no ${m.currentPlan} plan in ${m.fips}`);
  return { id: `${plan.contract}${plan.plan}${SAMPLE_SEGMENT}`, planName: plan.name };
};

export const seedMemberAccounts = async (tx: Queryable) => {
  for (const m of SAMPLE_MEMBERS) {
    const plan = samplePlanOf(m);
    await tx.query(
      `insert into member_accounts (id, first_name, last_name, email, phone, date_of_birth, zip, fips, county_name,
                                    agent_uuid, current_plan_id, current_plan_year)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       on conflict (id) do update set first_name = excluded.first_name, last_name = excluded.last_name,
         email = excluded.email, phone = excluded.phone, date_of_birth = excluded.date_of_birth,
         zip = excluded.zip, fips = excluded.fips, county_name = excluded.county_name,
         agent_uuid = excluded.agent_uuid, current_plan_id = excluded.current_plan_id,
         current_plan_year = excluded.current_plan_year, updated_at = now()`,
      [
        m.id,
        m.firstName,
        m.lastName,
        m.email,
        m.phone,
        m.dateOfBirth,
        m.zip,
        m.fips,
        m.countyName,
        m.agentUuid,
        plan.id,
        SAMPLE_PREVIOUS_YEAR,
      ],
    );
    const [existing] = await tx.query('select 1 from member_opportunities where account_id = $1', [m.id]);
    if (existing) continue;
    const session = await createSession(tx, { zip: m.zip, fips: m.fips, landing_url: '/member/' });
    await tx.query('update sessions set account_id = $2, agent_uuid = $3 where id = $1', [
      session.id,
      m.id,
      m.agentUuid,
    ]);
    await tx.query(
      'insert into member_opportunities (id, account_id, session_id, plan_year) values ($1, $2, $3, $4)',
      [randomUUID(), m.id, session.id, SAMPLE_PREVIOUS_YEAR + 1],
    );
  }
};
