/**
 * Products service: GET /medsupp/plans, GET /medsupp/plans/{id}, POST /medsupp/enroll/{source},
 * POST /csg/register-agent and the /csg/oauth/authorize step of the broker flow.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { MESSAGES } from 'shared-contracts';
import { type MedsuppQuery, NOT_SERVED_MESSAGE, smokesFromFlag } from 'shared-contracts/api';
import { MEDIGAP_C_F_NOTICE } from 'shared-contracts/domain';
import { endpoints } from 'shared-contracts/endpoints';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { fieldError, notFound } from '../../http/errors';
import { languageOf, pageLanguage } from '../../http/language';
import { API_MESSAGES } from '../../http/messages';
import { Redirect, type RouteRegistry } from '../../http/routes';
import { writingNumberFor } from '../agents/public';
import { ensureCounty } from '../county-data/public';
import { handOffLink, latestHandOff, storeHandOff } from '../enrollment/public';
import { marketFor, resolveLocation } from '../location/public';
import { MEDIGAP_ERRORS } from './messages';
import { countyOfferings, medigapPlanName, type QuoteProfile, quote, quoteAll } from './quotes';

const profileOf = (q: MedsuppQuery): QuoteProfile => {
  if (q.birthDate >= q.coverageBegin) throw fieldError('birthDate', MESSAGES.birthDateFuture);
  return {
    birthDate: q.birthDate,
    gender: q.gender,
    tobacco: smokesFromFlag(q.smoke),
    coverageBegin: q.coverageBegin,
    partAEffectiveDate: q.partAEffectiveDate,
    partBEffectiveDate: q.partBEffectiveDate,
  };
};

const offeringsFor = async (deps: AppDeps, q: Pick<MedsuppQuery, 'zip' | 'fips'>) => {
  const county = await resolveLocation(deps.db, q.zip, q.fips);
  if (!marketFor(deps.config, county.state)) throw notFound(NOT_SERVED_MESSAGE);
  await ensureCounty(deps.db, county.fips);
  return countyOfferings(deps.db, county.fips);
};

export const medsuppRoutes = (routes: RouteRegistry) => {
  routes.implement(
    endpoints.medsupp.plans,
    async ({ deps, query }) => ({
      plans: quoteAll(await offeringsFor(deps, query), profileOf(query)),
    }),
    { compress: true },
  );

  routes.implement(
    endpoints.medsupp.plan,
    async ({ deps, params, query }) => {
      const offering = (await offeringsFor(deps, query)).find(
        (o) => o.id === params.id && o.source === query.source,
      );
      const plan = offering ? quote(offering, profileOf(query)) : null;
      if (!plan) throw notFound(MEDIGAP_ERRORS.planNotFound);
      return { plan };
    },
    { compress: true },
  );

  routes.implement(
    endpoints.medsupp.offering,
    async ({ c, deps, params, query }) => {
      const o = (await offeringsFor(deps, query)).find((x) => x.id === params.id);
      if (!o) throw notFound(MEDIGAP_ERRORS.planNotFound);
      return {
        offering: {
          id: o.id,
          source: o.source,
          carrier: o.carrier_id,
          carrierName: o.carrier_name,
          planName: medigapPlanName(o, languageOf(c)),
          planSubType: o.plan_sub_type,
          sample: true as const,
        },
      };
    },
    { compress: true },
  );

  routes.implement(endpoints.medsupp.enroll, async ({ c, deps, params, body, sessionId }) => {
    const offering = (await offeringsFor(deps, body)).find(
      (o) => o.id === body.planId && o.source === params.source,
    );
    if (!offering) throw fieldError('planId', API_MESSAGES.noPlanInCounty);
    const profile = profileOf(body);
    const plan = quote(offering, profile);
    if (!plan) throw fieldError('planId', MEDIGAP_C_F_NOTICE);
    return storeHandOff(
      deps.db,
      {
        sessionId,
        kind: 'medigap',
        planId: plan.id,
        planName: medigapPlanName(offering, languageOf(c)),
        carrierId: offering.carrier_id,
        fips: offering.fips,
        enrollee: {
          firstName: body.firstName,
          lastName: body.lastName,
          zip: body.zip,
          birthDate: body.birthDate,
          gender: body.gender,
          email: body.email ?? null,
          phoneNumber: body.phoneNumber ?? null,
          monthlyPremium: plan.monthlyPremium,
        },
        medicareId: body.medicareId ?? null,
        effectiveDate: body.coverageBegin,
        effectiveDates: [body.coverageBegin],
      },
      languageOf(c),
    );
  });

  routes.implement(endpoints.medsupp.registerAgent, async ({ deps, body, sessionId }) => {
    const [row] = await deps.db.query<{ agent_uuid: string; next_key: string }>(
      `insert into csg_agents (agent_uuid, session_id, client_user_id, email, fname, lname, phone, next_key)
         values ($1, $2, $3, $4, $5, $6, $7, $8)
         on conflict (session_id, client_user_id) do update
           set email = excluded.email, fname = excluded.fname, lname = excluded.lname, phone = excluded.phone
         returning agent_uuid, next_key`,
      [
        randomUUID(),
        sessionId,
        body.client_user_id,
        body.email,
        body.fname,
        body.lname,
        body.phone,
        randomBytes(16).toString('base64url'),
      ],
    );
    if (!row) throw new Error('insert returned no row');
    return { agentUuid: row.agent_uuid, nextKey: row.next_key };
  });

  // The broker's authorize step continues the Medigap enrollment the registering session started, with
  // the agent (our agent's uuid is the partner's client_user_id) and their writing number for the carrier.
  routes.implement(endpoints.medsupp.authorize, async ({ c, deps, query }) => {
    const [agent] = await deps.db.query<{ session_id: string; client_user_id: string }>(
      'select session_id, client_user_id from csg_agents where agent_uuid = $1 and next_key = $2',
      [query.agentUuid, query.nextKey],
    );
    if (!agent) throw notFound(MEDIGAP_ERRORS.unknownAgentOrKey);
    const handOff = await latestHandOff(deps.db, agent.session_id, 'medigap');
    if (!handOff) throw notFound(MEDIGAP_ERRORS.noHandOff);
    const link = handOffLink(handOff, pageLanguage(c));
    const url = new URL(link.url);
    for (const [k, v] of Object.entries(link.parameters)) url.searchParams.set(k, v);
    // Only our own agents (a uuid) have writing numbers; another client id goes on without one.
    const ourAgent = z.uuid().safeParse(agent.client_user_id).success ? agent.client_user_id : null;
    if (ourAgent) {
      url.searchParams.set('agentUuid', ourAgent);
      const writingNumber = await writingNumberFor(deps.db, ourAgent, handOff.carrier_id);
      if (writingNumber) url.searchParams.set('writingNumber', writingNumber);
    }
    return new Redirect(url.toString());
  });
};
