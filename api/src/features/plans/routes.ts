/** GET /plans and GET /plans/{id} (consumer): the county's plans priced with the session's drugs. */
import { randomUUID } from 'node:crypto';
import { collectPlanTypes, NOT_SERVED_MESSAGE, type PartDYear } from 'shared-contracts/api';
import { isSnpPlan } from 'shared-contracts/domain';
import { endpoints } from 'shared-contracts/endpoints';
import type { AppDeps } from '../../deps';
import { type PartDParameters, partDParametersFor } from '../../domain/part-d-parameters';
import { badRequest, fieldError, notFound } from '../../http/errors';
import type { RouteRegistry } from '../../http/routes';
import { cachedReference, countyPlansInYear, ensureCounty } from '../county-data/public';
import { marketFor, resolveLocation } from '../location/public';
import { countyOfferings, defaultQuoteProfile, quoteAll } from '../medsupp/public';
import { formularyLookup, readPerson } from './person';
import { extraPlanDataOf, type PricingInput, planTypesWanted, pricePlan, pricePlans } from './plan-costs';

const partDYear = (p: PartDParameters): PartDYear => ({
  year: p.year,
  standardDeductible: { ...p.standardDeductible },
  initialCoinsurance: p.initialCoinsurance,
  outOfPocketCap: { ...p.outOfPocketCap },
  insulinMonthlyCap: p.insulinMonthlyCap,
});

/** Coverage for the current year starts the first of next month (spec 9); a later year starts in January. */
const startMonthFor = (year: number, now: Date) =>
  year > now.getFullYear() ? 1 : Math.min(12, now.getMonth() + 2);

/** resolveLocation, remembered per ZIP and county (geography only changes with its seed). */
const locate = (deps: AppDeps, zip: string, fips: string) =>
  cachedReference(deps.db, `location:${zip}:${fips}`, () => resolveLocation(deps.db, zip, fips));

const servedCounty = async (deps: AppDeps, zip: string, fips: string) => {
  const county = await locate(deps, zip, fips);
  if (!marketFor(deps.config, county.state)) throw notFound(NOT_SERVED_MESSAGE);
  await ensureCounty(deps.db, county.fips);
  return county;
};

const parametersFor = (year: number) => {
  const params = partDParametersFor(year);
  if (!params) throw fieldError('year', 'There are no plans for this year');
  return params;
};

const pricingInput = async (
  deps: AppDeps,
  sessionId: string,
  formularyIds: string[],
  params: PartDParameters,
  year: number,
  o: {
    isMailOrder: boolean;
    showDrugCoverage: boolean;
    showDrugPricing: boolean;
    includeMonthlyCosts: boolean;
  },
): Promise<PricingInput> => {
  const person = await readPerson(deps.db, sessionId);
  return {
    params,
    ...person,
    formulary: await formularyLookup(deps.db, formularyIds),
    mailOrder: o.isMailOrder,
    startMonth: startMonthFor(year, deps.clock()),
    showDrugCoverage: o.showDrugCoverage,
    showDrugPricing: o.showDrugPricing,
    includeMonthlyCosts: o.includeMonthlyCosts,
  };
};

const formularyIdsOf = (plans: readonly { formularyId: string | null }[]) => [
  ...new Set(plans.flatMap((p) => (p.formularyId ? [p.formularyId] : []))),
];

export const planRoutes = (routes: RouteRegistry) => {
  routes.implement(endpoints.plans.list, async ({ deps, query: raw, sessionId }) => {
    const collected = collectPlanTypes(raw);
    if ('issues' in collected) throw badRequest('Invalid query', collected.issues);
    const query = { ...raw, planTypes: collected.planTypes };
    const params = parametersFor(query.year);
    const county = await servedCounty(deps, query.zip, query.fips);
    const plans = await countyPlansInYear(deps.db, county.fips, query.year);
    const types = planTypesWanted(query.planTypes);
    const wanted = plans.filter((p) => types.has(p.planType));
    const input = await pricingInput(deps, sessionId, formularyIdsOf(wanted), params, query.year, query);
    const { medicarePlans, extraPlanData } = pricePlans(wanted, query.year, types, input);
    const medigapPlans = query.planTypes.includes('MEDIGAP')
      ? quoteAll(await countyOfferings(deps.db, county.fips), defaultQuoteProfile(deps.clock()))
      : [];
    return {
      cntr: {
        medicarePlans,
        medigapPlans,
        planRankingsUuid: randomUUID(),
        statusCode: 200,
        extraPlanData,
        partD: partDYear(params),
      },
    };
  });

  routes.implement(endpoints.plans.detail, async ({ deps, params, query, sessionId }) => {
    const partD = parametersFor(query.year);
    const county = await servedCounty(deps, query.zip, query.fips);
    const plan = (await countyPlansInYear(deps.db, county.fips, query.year)).find((p) => p.id === params.id);
    if (!plan || isSnpPlan(plan, plan.extra)) throw notFound('Plan not found');
    const extra = extraPlanDataOf(plan);
    const input = await pricingInput(deps, sessionId, formularyIdsOf([plan]), partD, query.year, {
      isMailOrder: query.isMailOrder,
      showDrugCoverage: true,
      showDrugPricing: true,
      includeMonthlyCosts: true,
    });
    return {
      cntr: {
        plan: pricePlan(plan, query.year, input),
        extraPlanData: extra,
        partD: partDYear(partD),
        statusCode: 200,
      },
    };
  });
};
