/** Session rows: create, read (with lists, benefits and Extra Help), update. Always keyed by the token's session id. */
import { randomBytes, randomUUID } from 'node:crypto';
import type {
  Benefit,
  ExtraHelpLevel,
  SessionCreateBody,
  SessionResponse,
  SessionUpdateBody,
} from 'shared-contracts/api';
import type { Queryable } from '../../db/db';
import type { AppDeps } from '../../deps';
import { fieldError } from '../../http/errors';
import { API_MESSAGES } from '../../http/messages';
import { AGENT_COLUMNS, agentFromRow, findAgent } from '../agents/public';
import type { SessionListName } from '../feature';
import { resolveLocation } from '../location/public';

export const newReferenceId = () => randomBytes(16).toString('base64url');

interface SessionRow {
  id: string;
  reference_id: string;
  connecture_session_id: string;
  external_uuid: string;
  zip: string | null;
  fips: string | null;
  county_name: string | null;
  landing_url: string | null;
  plan_year: number | null;
  account_id: string | null;
  agent_uuid: string | null;
}

export const createSession = async (db: Queryable, body: SessionCreateBody) => {
  const location = body.zip ? await resolveLocation(db, body.zip, body.fips) : null;
  if (!body.zip && body.fips) throw fieldError('zip', API_MESSAGES.fipsNeedsZip);
  const row = {
    id: randomUUID(),
    referenceId: newReferenceId(),
    connectureSessionId: randomUUID(),
    externalUuid: body.external_uuid ?? randomUUID(),
  };
  await db.query(
    `insert into sessions (id, reference_id, connecture_session_id, external_uuid, zip, fips, county_name, landing_url)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      row.id,
      row.referenceId,
      row.connectureSessionId,
      row.externalUuid,
      location?.zip ?? null,
      location?.fips ?? null,
      location?.countyName ?? null,
      body.landing_url ?? null,
    ],
  );
  return row;
};

export const readBenefits = async (db: Queryable, sessionId: string): Promise<Benefit[]> =>
  db.query<Benefit>('select name, value from session_benefits where session_id = $1 order by name', [
    sessionId,
  ]);

/** Whether the session's person gets Extra Help, or null before they answered. */
export const readExtraHelp = async (db: Queryable, sessionId: string): Promise<ExtraHelpLevel | null> => {
  const [row] = await db.query<{ level: ExtraHelpLevel }>(
    'select level from session_extra_help where session_id = $1',
    [sessionId],
  );
  return row?.level ?? null;
};

export const saveExtraHelp = async (db: Queryable, sessionId: string, level: ExtraHelpLevel) => {
  await db.query(
    `insert into session_extra_help (session_id, level) values ($1, $2)
     on conflict (session_id) do update set level = excluded.level, updated_at = now()
     where session_extra_help.level is distinct from excluded.level`,
    [sessionId, level],
  );
  return level;
};

/** The session's view, or null when the reference id is not the token's own session. */
export const readSession = async (
  deps: AppDeps,
  sessionId: string,
  referenceId: string,
): Promise<Omit<SessionResponse, 'accessData'> | null> => {
  const [row] = await deps.db.query<SessionRow>(
    'select * from sessions where id = $1 and reference_id = $2',
    [sessionId, referenceId],
  );
  if (!row) return null;
  const [agentRow] = row.agent_uuid
    ? await deps.db.query<Parameters<typeof agentFromRow>[0]>(
        `select ${AGENT_COLUMNS} from agents where uuid = $1`,
        [row.agent_uuid],
      )
    : [];
  const lists: Record<SessionListName, Record<string, unknown>[]> = {
    dosages: [],
    providers: [],
    pharmacies: [],
  };
  for (const feature of deps.features) {
    if (!feature.sessionLists) continue;
    Object.assign(lists, await feature.sessionLists(deps.db, sessionId));
  }
  return {
    websiteReferenceId: row.reference_id,
    accountId: row.account_id,
    assignedAgent: agentRow ? agentFromRow(agentRow) : null,
    connectureSessionId: row.connecture_session_id,
    external_uuid: row.external_uuid,
    landing_url: row.landing_url,
    year: row.plan_year,
    zip: row.zip,
    fips: row.fips,
    countyName: row.county_name,
    ...lists,
    benefits: await readBenefits(deps.db, sessionId),
    extraHelp: await readExtraHelp(deps.db, sessionId),
  };
};

/** Apply the known update fields; returns the session's external_uuid. */
export const updateSession = async (
  db: Queryable,
  sessionId: string,
  body: SessionUpdateBody,
): Promise<string> => {
  const sets: string[] = [];
  const values: (string | number | null)[] = [];
  const set = (column: string, value: string | number | null) => {
    values.push(value);
    sets.push(`${column} = $${values.length + 1}`);
  };
  if (body.zip !== undefined) {
    const location = await resolveLocation(db, body.zip, body.fips);
    set('zip', location.zip);
    set('fips', location.fips);
    set('county_name', location.countyName);
  }
  if (body.year !== undefined) set('plan_year', body.year);
  if (body.landing_url !== undefined) set('landing_url', body.landing_url);
  if (body.external_uuid !== undefined) set('external_uuid', body.external_uuid);
  if (body.accountId !== undefined) set('account_id', body.accountId);
  if (body.agentUuid !== undefined) {
    if (body.agentUuid !== null && !(await findAgent(db, body.agentUuid)))
      throw fieldError('agentUuid', API_MESSAGES.unknownAgent);
    set('agent_uuid', body.agentUuid);
  }
  const [row] = await db.query<{ external_uuid: string }>(
    `update sessions set ${[...sets, 'updated_at = now()'].join(', ')} where id = $1 returning external_uuid`,
    [sessionId, ...values],
  );
  if (!row) throw new Error('authenticated session vanished');
  return row.external_uuid;
};

/** Empty values and 'Not important' are not stored (spec 5); the posted list replaces the stored one. */
export const replaceBenefits = async (
  db: AppDeps['db'],
  sessionId: string,
  list: Benefit[],
  updatedBy: string,
) => {
  const kept = new Map<string, string>();
  for (const b of list) {
    if (b.value === '' || b.value === 'Not important') kept.delete(b.name);
    else kept.set(b.name, b.value);
  }
  await db.transaction(async (tx) => {
    await tx.query('delete from session_benefits where session_id = $1', [sessionId]);
    if (kept.size === 0) return;
    await tx.query(
      `insert into session_benefits (session_id, name, value, updated_by)
       select $1, * from unnest($2::text[], $3::text[], $4::text[])`,
      [sessionId, [...kept.keys()], [...kept.values()], [...kept.keys()].map(() => updatedBy)],
    );
  });
  return readBenefits(db, sessionId);
};
