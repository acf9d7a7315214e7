/**
 * POST /plans/enrollment (consumer) and, outside production, the development carrier landing page that
 * shows the hand-off it received, so the whole flow runs on one machine.
 */

import { type Language, MESSAGES } from 'shared-contracts';
import type { CarrierLanding } from 'shared-contracts/api';
import { endpoints } from 'shared-contracts/endpoints';
import type { Queryable } from '../../db/db';
import type { AppDeps } from '../../deps';
import { fieldError, notFound } from '../../http/errors';
import { languageOf, pageLanguage } from '../../http/language';
import { API_MESSAGES } from '../../http/messages';
import type { RouteRegistry } from '../../http/routes';
import { carrierById } from '../../reference-data/carriers';
import { ensureCounty } from '../county-data/public';
import { marketFor, resolveLocation } from '../location/public';
import { countyOfferings, medigapPlanName } from '../medsupp/public';
import { countyPlansInYear } from '../plans/public';
import { CONTRACT_ID, carrierIdOf, maskMbi } from './carrier-enrollment';
import { readHandOff, storeHandOff } from './enrollment';
import { ENROLLMENT_ERRORS, landingWords } from './messages';

export const enrollmentRoutes = (routes: RouteRegistry) => {
  routes.implement(endpoints.enrollment.create, async ({ c, deps, body, sessionId }) => {
    const { enrollee } = body;
    const county = await resolveLocation(deps.db, enrollee.zip, enrollee.countyFIPS);
    if (!marketFor(deps.config, county.state)) throw fieldError('enrollee.zip', API_MESSAGES.areaNotServed);
    if (!enrollee.effectiveDate.endsWith('-01'))
      throw fieldError('enrollee.effectiveDate', API_MESSAGES.firstOfMonth);
    if (body.effectiveDates.length > 0 && !body.effectiveDates.includes(enrollee.effectiveDate))
      throw fieldError('enrollee.effectiveDate', API_MESSAGES.notOfferedDate);
    if (enrollee.dateOfBirth >= deps.clock().toISOString().slice(0, 10))
      throw fieldError('enrollee.dateOfBirth', MESSAGES.birthDateFuture);
    // A Medicare plan of the plan year the coverage starts in, whose carrier is its CMS contract (named by the
    // landscape's Organization Marketing Name or the contract id); else a Medigap offering of the county.
    const plan = (
      await countyPlansInYear(deps.db, county.fips, Number(enrollee.effectiveDate.slice(0, 4)))
    ).find((p) => p.id === body.planId);
    await ensureCounty(deps.db, county.fips);
    const medigap = plan
      ? undefined
      : (await countyOfferings(deps.db, county.fips)).find((o) => o.id === body.planId);
    const found = plan
      ? {
          kind: 'medicare' as const,
          name: plan.planName,
          carrierId: plan.contractID,
          carrierNames: [plan.carrierName.toLowerCase(), plan.contractID.toLowerCase()],
        }
      : medigap
        ? {
            kind: 'medigap' as const,
            name: medigapPlanName(medigap, languageOf(c)),
            carrierId: medigap.carrier_id,
            carrierNames: null,
          }
        : null;
    const named = found?.carrierNames
      ? found.carrierNames.includes(body.carrier.trim().toLowerCase())
        ? found.carrierId
        : carrierIdOf(body.carrier)
      : carrierIdOf(body.carrier);
    if (!found) throw fieldError('planId', API_MESSAGES.noPlanInCounty);
    if (found.carrierId !== named)
      throw fieldError('carrier', named ? API_MESSAGES.notPlansCarrier : API_MESSAGES.unknownCarrier);
    const carrierId = found.carrierId;
    const link = await storeHandOff(
      deps.db,
      {
        sessionId,
        kind: found.kind,
        planId: body.planId,
        planName: found.name,
        carrierId,
        fips: county.fips,
        enrollee: { ...enrollee },
        medicareId: body.medicareId,
        effectiveDate: enrollee.effectiveDate,
        effectiveDates: body.effectiveDates,
      },
      languageOf(c),
    );
    return { cntr: link };
  });

  if (process.env.NODE_ENV === 'production') return;
  routes.implement(endpoints.enrollment.devCarrierLanding, ({ c, deps, params, query }) =>
    landingData(deps, params.carrierId, query, pageLanguage(c)),
  );
};

/** A CMS contract as a carrier: its id and the landscape's Organization Marketing Name. */
const contractCarrier = async (db: Queryable, contractId: string) => {
  if (!CONTRACT_ID.test(contractId)) return undefined;
  const [row] = await db.query<{ organization: string }>(
    'select organization from ma_landscape where contract_id = $1 order by contract_year desc limit 1',
    [contractId],
  );
  return row ? { id: contractId, name: row.organization } : undefined;
};

/** What the development carrier landing page shows of a hand-off it received (JSON or HTML). */
export const landingData = async (
  deps: Pick<AppDeps, 'db'>,
  carrierId: string,
  query: { handoff: string; agentUuid?: string | undefined; writingNumber?: string | undefined },
  language: Language,
): Promise<CarrierLanding> => {
  const carrier = carrierById(carrierId) ?? (await contractCarrier(deps.db, carrierId));
  const row = carrier ? await readHandOff(deps.db, query.handoff, carrier.id) : null;
  if (!carrier || !row) throw notFound(ENROLLMENT_ERRORS.handOffNotFound);
  return {
    notice: landingWords(language).notice(carrier.name),
    carrier: { id: carrier.id, name: carrier.name },
    handOff: {
      enrollmentId: row.id,
      kind: row.kind,
      planId: row.plan_id,
      planName: row.plan_name,
      effectiveDate: row.effective_date,
      enrollee: {
        firstName: row.enrollee.firstName ?? '',
        lastInitial: (row.enrollee.lastName ?? '').slice(0, 1),
        zip: row.enrollee.zip ?? '',
      },
      medicareId: row.medicare_id ? maskMbi(row.medicare_id) : null,
      receivedAt: new Date(row.created_at).toISOString(),
    },
    broker: query.agentUuid
      ? { agentUuid: query.agentUuid, writingNumber: query.writingNumber ?? null }
      : null,
    sample: true as const,
  };
};
