/**
 * Member accounts, their opportunities (sessions) and signed member links. Every read takes the
 * account id the member token was issued for; another account id finds nothing (404 upstream).
 */
import { randomUUID } from 'node:crypto';
import type { Language } from 'shared-contracts';
import {
  type Anoc,
  MEMBER_MESSAGES,
  type MemberAccount,
  type MemberAccountCreateBody,
  type MemberAccountUpdateBody,
  type Opportunity,
} from 'shared-contracts/api';
import type { Db, Queryable } from '../../db/db';
import type { AppDeps } from '../../deps';
import { partDParametersFor } from '../../domain/part-d-parameters';
import { ApiHttpError, conflict, fieldError, notFound } from '../../http/errors';
import { API_MESSAGES } from '../../http/messages';
import { findAgent } from '../agents/public';
import { resolveLocation, timeZoneOfZip } from '../location/public';
import { countyPlansInYear, pricePlan, pricingInput, readPerson } from '../plans/public';
import { latestMeeting } from '../scheduling/public';
import { createSession } from '../sessions/public';
import { planChanges } from './anoc';
import { ACCOUNT_ERRORS, anocWords } from './messages';

interface AccountRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  date_of_birth: string | null;
  zip: string;
  fips: string;
  county_name: string;
  agent_uuid: string | null;
  current_plan_id: string | null;
  current_plan_year: number | null;
}

const readAccountRow = async (db: Queryable, accountId: string) => {
  const [row] = await db.query<AccountRow>('select * from member_accounts where id = $1', [accountId]);
  return row ?? null;
};

const planOf = async (db: Db, fips: string, planId: string, year: number) =>
  (await countyPlansInYear(db, fips, year)).find((p) => p.id === planId) ?? null;

export const accountView = async (db: Db, accountId: string): Promise<MemberAccount | null> => {
  const row = await readAccountRow(db, accountId);
  if (!row) return null;
  const [agent, opportunities, plan, timeZone] = await Promise.all([
    row.agent_uuid ? findAgent(db, row.agent_uuid) : null,
    db.query<{ reference_id: string; plan_year: number; created_at: Date }>(
      `select s.reference_id, o.plan_year, o.created_at from member_opportunities o
         join sessions s on s.id = o.session_id where o.account_id = $1 order by o.created_at desc, s.reference_id`,
      [accountId],
    ),
    row.current_plan_id && row.current_plan_year
      ? planOf(db, row.fips, row.current_plan_id, row.current_plan_year)
      : null,
    timeZoneOfZip(db, row.zip),
  ]);
  return {
    accountId: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    emailAddress: row.email,
    phoneNumber: row.phone,
    dateOfBirth: row.date_of_birth,
    zip: row.zip,
    fips: row.fips,
    countyName: row.county_name,
    timeZone,
    assignedAgent: agent,
    currentPlan:
      plan && row.current_plan_year
        ? {
            planId: plan.id,
            year: row.current_plan_year,
            planName: plan.planName,
            carrierName: plan.carrierName,
            planType: plan.planType,
          }
        : null,
    opportunities: opportunities.map((o) => ({
      websiteReferenceId: o.reference_id,
      planYear: o.plan_year,
      createdAt: new Date(o.created_at).toISOString(),
    })),
  };
};

/** The account, or 404 when the token's account is not the one asked for (or it is gone). */
export const ownAccount = async (db: Db, callerAccountId: string, accountId: string) => {
  const view = callerAccountId === accountId ? await accountView(db, accountId) : null;
  if (!view) throw notFound(ACCOUNT_ERRORS.accountNotFound);
  return view;
};

export const updateAccount = async (db: Db, accountId: string, body: MemberAccountUpdateBody) => {
  const sets: string[] = [];
  const values: (string | null)[] = [];
  const set = (column: string, value: string | null) => {
    values.push(value);
    sets.push(`${column} = $${values.length + 1}`);
  };
  if (body.firstName !== undefined) set('first_name', body.firstName);
  if (body.lastName !== undefined) set('last_name', body.lastName);
  if (body.emailAddress !== undefined) set('email', body.emailAddress);
  if (body.phoneNumber !== undefined) set('phone', body.phoneNumber);
  if (body.dateOfBirth !== undefined) set('date_of_birth', body.dateOfBirth);
  if (body.zip !== undefined) {
    const location = await resolveLocation(db, body.zip, body.fips);
    set('zip', location.zip);
    set('fips', location.fips);
    set('county_name', location.countyName);
  }
  await db.query(`update member_accounts set ${[...sets, 'updated_at = now()'].join(', ')} where id = $1`, [
    accountId,
    ...values,
  ]);
};

/** The opportunity (a session of the account) by its reference id, or 404. */
const opportunitySession = async (db: Queryable, accountId: string, referenceId: string | undefined) => {
  const [row] = await db.query<{
    session_id: string;
    reference_id: string;
    plan_year: number;
    created_at: Date;
  }>(
    `select o.session_id, s.reference_id, o.plan_year, o.created_at from member_opportunities o
       join sessions s on s.id = o.session_id
      where o.account_id = $1 and ($2::text is null or s.reference_id = $2)
      order by o.created_at desc limit 1`,
    [accountId, referenceId ?? null],
  );
  if (!row && referenceId) throw notFound(ACCOUNT_ERRORS.opportunityNotFound);
  return row ?? null;
};

export const opportunityView = async (
  deps: AppDeps,
  accountId: string,
  referenceId: string,
): Promise<Opportunity> => {
  const row = await opportunitySession(deps.db, accountId, referenceId);
  if (!row) throw notFound(ACCOUNT_ERRORS.opportunityNotFound);
  const now = deps.clock();
  const [access, meeting, soa] = await Promise.all([
    deps.tokens.issue(row.session_id),
    latestMeeting(deps.db, { sessionId: row.session_id }, now),
    deps.db.query<{ id: string; document_id: string; signed_at: Date | null }>(
      `select s.id, s.document_id, d.signed_at from scope_of_appointments s
         join esign_documents d on d.id = s.document_id
        where s.session_id = $1 order by s.created_at desc limit 1`,
      [row.session_id],
    ),
  ]);
  const [latestSoa] = soa;
  return {
    websiteReferenceId: row.reference_id,
    planYear: row.plan_year,
    createdAt: new Date(row.created_at).toISOString(),
    sessionAccess: { accessToken: access.token, expiresAt: access.expiresAt.toISOString() },
    meeting,
    scopeOfAppointment: latestSoa
      ? {
          id: latestSoa.id,
          documentId: latestSoa.document_id,
          signedAt: latestSoa.signed_at ? new Date(latestSoa.signed_at).toISOString() : null,
        }
      : null,
  };
};

export const annualNotice = async (
  deps: AppDeps,
  accountId: string,
  referenceId: string | undefined,
  language: Language,
): Promise<Anoc> => {
  const row = await readAccountRow(deps.db, accountId);
  if (!row) throw notFound(ACCOUNT_ERRORS.accountNotFound);
  if (!row.current_plan_id || !row.current_plan_year) throw notFound(MEMBER_MESSAGES.noCurrentPlan);
  const thisYear = row.current_plan_year;
  const nextYear = thisYear + 1;
  const params = [partDParametersFor(thisYear), partDParametersFor(nextYear)] as const;
  const [current, next] = await Promise.all([
    planOf(deps.db, row.fips, row.current_plan_id, thisYear),
    planOf(deps.db, row.fips, row.current_plan_id, nextYear),
  ]);
  if (!current) throw notFound(MEMBER_MESSAGES.noCurrentPlan);
  if (!next || !params[0] || !params[1]) throw notFound(MEMBER_MESSAGES.noNextYear);
  const opportunity = await opportunitySession(deps.db, accountId, referenceId);
  const person = opportunity
    ? await readPerson(deps.db, opportunity.session_id)
    : { drugs: [], pharmacies: [], providers: [], extraHelp: null };
  const price = async (plan: typeof current, year: number, partD: NonNullable<(typeof params)[number]>) =>
    pricePlan(
      plan,
      year,
      await pricingInput(deps.db, person, [plan], partD, {
        isMailOrder: false,
        // The notice compares the plan's own benefit in both years, as the plan's letter does.
        extraHelp: null,
        // A whole plan year: the notice compares years, not the months left in this one.
        startMonth: 1,
        showDrugCoverage: true,
        showDrugPricing: true,
        includeMonthlyCosts: false,
      }),
    );
  const [a, b] = await Promise.all([price(current, thisYear, params[0]), price(next, nextYear, params[1])]);
  return {
    planId: current.id,
    planName: current.planName,
    carrierName: current.carrierName,
    thisYear,
    nextYear,
    monthlyPremium: { thisYear: current.monthlyPremium, nextYear: next.monthlyPremium },
    changes: planChanges(current, next, anocWords(language)),
    drugs: a.drugs.map((d, i) => ({
      drugName: d.drugName,
      tierThisYear: d.tierNumber,
      tierNextYear: b.drugs[i]?.tierNumber ?? null,
      annualCostThisYear: d.annualCost,
      annualCostNextYear: b.drugs[i]?.annualCost ?? 0,
    })),
    estimatedAnnualDrugCost: { thisYear: a.estimatedAnnualDrugCost, nextYear: b.estimatedAnnualDrugCost },
    sample: true,
  };
};

/** Agent tools: an account for a person, with their session (or a new one) as the first opportunity. */
export const createAccount = async (db: Db, body: MemberAccountCreateBody) => {
  const location = await resolveLocation(db, body.zip, body.fips);
  if (body.agentUuid && !(await findAgent(db, body.agentUuid)))
    throw fieldError('agentUuid', API_MESSAGES.unknownAgent);
  if (body.currentPlan && !(await planOf(db, location.fips, body.currentPlan.planId, body.currentPlan.year)))
    throw fieldError('currentPlan.planId', MEMBER_MESSAGES.unknownPlan);
  let sessionId: string | null = null;
  if (body.websiteReferenceId) {
    const [session] = await db.query<{ id: string; taken: boolean }>(
      `select s.id, exists (select 1 from member_opportunities o where o.session_id = s.id) as taken
         from sessions s where s.reference_id = $1`,
      [body.websiteReferenceId],
    );
    if (!session) throw fieldError('websiteReferenceId', API_MESSAGES.unknownSession);
    if (session.taken) throw conflict(MEMBER_MESSAGES.sessionTaken);
    sessionId = session.id;
  }
  const accountId = randomUUID();
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into member_accounts (id, first_name, last_name, email, phone, date_of_birth, zip, fips, county_name,
                                    agent_uuid, current_plan_id, current_plan_year)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        accountId,
        body.firstName,
        body.lastName,
        body.emailAddress ?? null,
        body.phoneNumber ?? null,
        body.dateOfBirth ?? null,
        location.zip,
        location.fips,
        location.countyName,
        body.agentUuid ?? null,
        body.currentPlan?.planId ?? null,
        body.currentPlan?.year ?? null,
      ],
    );
    await attachSession(tx, accountId, sessionId, location, body.planYear, body.agentUuid ?? null);
  });
  return accountId;
};

/** Make the session (or a new one in the account's county) an opportunity of the account. */
const attachSession = async (
  tx: Queryable,
  accountId: string,
  sessionId: string | null,
  location: { zip: string; fips: string; countyName: string },
  planYear: number,
  agentUuid: string | null,
) => {
  const id = sessionId ?? (await createSession(tx, { zip: location.zip, fips: location.fips })).id;
  await tx.query(
    'update sessions set account_id = $2, agent_uuid = coalesce($3, agent_uuid), updated_at = now() where id = $1',
    [id, accountId, agentUuid],
  );
  await tx.query(
    'insert into member_opportunities (id, account_id, session_id, plan_year) values ($1, $2, $3, $4)',
    [randomUUID(), accountId, id, planYear],
  );
};

/** A signed member link: a member_links row (revocable, its use recorded) and a JWT naming it. */
export const issueMemberLink = async (
  deps: Pick<AppDeps, 'db' | 'grants' | 'clock'>,
  accountId: string,
  days: number,
  issuedBy: string,
) => {
  const [opportunity] = await deps.db.query<{ reference_id: string }>(
    `select s.reference_id from member_opportunities o join sessions s on s.id = o.session_id
      where o.account_id = $1 order by o.created_at desc limit 1`,
    [accountId],
  );
  if (!opportunity) throw notFound(ACCOUNT_ERRORS.accountNotFound);
  const id = randomUUID();
  const expiresAt = new Date(deps.clock().getTime() + days * 86_400_000);
  await deps.db.query(
    'insert into member_links (id, account_id, issued_by, expires_at) values ($1, $2, $3, $4)',
    [id, accountId, issuedBy, expiresAt.toISOString()],
  );
  const { token } = await deps.grants.issue('member-link', accountId, expiresAt, id);
  return {
    link: token,
    // The token rides in the fragment: browsers never send a fragment to any server or in a Referer.
    path: `/member/${accountId}/opp/${opportunity.reference_id}/#link=${token}`,
    expiresAt: expiresAt.toISOString(),
  };
};

/** A member access token good for the configured time from now: what a link's exchange gives. */
const memberAccess = async (deps: AppDeps, accountId: string) => {
  const expiresAt = new Date(deps.clock().getTime() + deps.config.sessionTokenTtlSeconds * 1000);
  const { token } = await deps.grants.issue('member', accountId, expiresAt);
  return { accessToken: token, expiresAt: expiresAt.toISOString(), accountId };
};

/**
 * A fresh member access token for the holder of a valid one (the time limit's "I need more time", WCAG
 * 2.2.1), while the account is still there; 404 otherwise.
 */
export const renewMemberAccess = async (deps: AppDeps, accountId: string) => {
  if (!(await accountView(deps.db, accountId))) throw notFound(ACCOUNT_ERRORS.accountNotFound);
  return memberAccess(deps, accountId);
};

/** The member access token for a valid, unrevoked link; 401 otherwise. */
export const exchangeMemberLink = async (deps: AppDeps, link: string) => {
  const grant = await deps.grants.verify('member-link', link);
  const now = deps.clock();
  const [row] = grant?.id
    ? await deps.db.query<{ account_id: string }>(
        `update member_links set last_used_at = $3 where id = $1 and account_id = $2 and revoked_at is null
           and expires_at > $3 returning account_id`,
        [grant.id, grant.subject, now.toISOString()],
      )
    : [];
  if (!row) throw new ApiHttpError(401, MEMBER_MESSAGES.linkInvalid);
  return memberAccess(deps, row.account_id);
};
