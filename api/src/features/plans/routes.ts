/** GET /plans and GET /plans/{id} (consumer): the county's plans priced with the session's drugs. */
import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Language } from 'shared-contracts';
import {
  collectPlanTypes,
  type ExtraHelpApplied,
  type MedigapPlan,
  NOT_SERVED_MESSAGE,
  type PartDYear,
  type SourcedAmount,
} from 'shared-contracts/api';
import { disclaimerCounts } from 'shared-contracts/domain';
import { endpoints } from 'shared-contracts/endpoints';
import type { AppDeps } from '../../deps';
import { type PartDParameters, partDParametersFor } from '../../domain/part-d-parameters';
import { EncodedJsonCache } from '../../http/encoded-json';
import { badRequest, fieldError, notFound } from '../../http/errors';
import { keepEncoded } from '../../http/json-body';
import { languageOf, translate } from '../../http/language';
import { API_MESSAGES } from '../../http/messages';
import type { RouteRegistry } from '../../http/routes';
import { cachedReference, ensureCounty } from '../county-data/public';
import { marketFor, resolveLocation } from '../location/public';
import {
  countyOfferings,
  defaultQuoteProfile,
  type OfferingRow,
  type QuoteProfile,
  quoteAll,
} from '../medsupp/public';
import { identityOf } from './identity';
import { PLAN_ERRORS } from './messages';
import { type Person, personAt } from './person';
import { extraPlanDataOf, isSnp, planTypesWanted, pricePlan, pricePlans } from './plan-costs';
import { pricingInput } from './pricing-input';
import { countyPlansInYear, type ServedPlan } from './served-plans';

/** The disclaimer's counts of the county's plans in the year, as searches serve them (no SNP). */
const areaCountsOf = (plans: readonly ServedPlan[]) => disclaimerCounts(plans.filter((p) => !isSnp(p)));

/** A figure with its source in the answer's language. */
const sourced = (a: SourcedAmount, language: Language): SourcedAmount => ({
  ...a,
  source: translate(a.source, language),
});

const partDYear = (p: PartDParameters, language: Language): PartDYear => ({
  year: p.year,
  standardDeductible: sourced(p.standardDeductible, language),
  initialCoinsurance: p.initialCoinsurance,
  outOfPocketCap: sourced(p.outOfPocketCap, language),
  insulinMonthlyCap: p.insulinMonthlyCap,
});

/** The year's Extra Help amounts when the person said they get it (full or partial), else null. */
const extraHelpFor = (p: PartDParameters, person: Person, language: Language): ExtraHelpApplied | null =>
  person.extraHelp === 'full' || person.extraHelp === 'partial'
    ? {
        level: person.extraHelp,
        deductible: sourced(p.extraHelp.deductible, language),
        genericCopay: sourced(p.extraHelp.genericCopay, language),
        brandCopay: sourced(p.extraHelp.brandCopay, language),
      }
    : null;

const getsExtraHelp = ({ extraHelp }: Person) => extraHelp === 'full' || extraHelp === 'partial';

/** Coverage for the current year starts the first of next month (spec 9); a later year starts in January. */
const startMonthFor = (year: number, now: Date) =>
  year > now.getFullYear() ? 1 : Math.min(12, now.getMonth() + 2);

/** resolveLocation, remembered per ZIP and county (geography only changes with its seed). */
const locate = (deps: AppDeps, zip: string, fips: string) =>
  cachedReference(deps.db, `location:${zip}:${fips}`, () => resolveLocation(deps.db, zip, fips));

const servedCounty = async (deps: AppDeps, zip: string, fips: string) => {
  const county = await locate(deps, zip, fips);
  if (!marketFor(deps.config, county.state)) throw notFound(NOT_SERVED_MESSAGE);
  // The county's Medigap offerings (sample reference data) are stored on first use.
  await ensureCounty(deps.db, county.fips);
  return county;
};

const parametersFor = (year: number) => {
  const params = partDParametersFor(year);
  if (!params) throw fieldError('year', API_MESSAGES.noPlansForYear);
  return params;
};

/**
 * Plan searches, kept encoded: about 280 KB for a county of 62 plans, so 64 MiB holds some 230. A
 * search is a pure function of its key (see the list route), so a kept one is the answer as built then;
 * only planRankingsUuid is new in every answer.
 */
export const PLAN_SEARCHES_KEPT = { maxBytes: 64 * 1024 * 1024, maxEntries: 1024 };
export const planSearches = new EncodedJsonCache({ endpoint: endpoints.plans.list, ...PLAN_SEARCHES_KEPT });

/**
 * The county's Medigap quotes for the default profile, made once per offerings (by identity) and profile
 * (it moves with the date), kept encoded: the same in every search of the county that day.
 */
const medigapQuotes = new LRUCache<string, MedigapPlan[]>({ max: 256 });
const quotesFor = (offerings: readonly OfferingRow[], profile: QuoteProfile): MedigapPlan[] => {
  const key = JSON.stringify([identityOf(offerings), profile]);
  let quotes = medigapQuotes.get(key);
  if (!quotes) {
    quotes = keepEncoded(quoteAll(offerings, profile));
    medigapQuotes.set(key, quotes);
  }
  return quotes;
};

export const planRoutes = (routes: RouteRegistry) => {
  routes.implement(
    endpoints.plans.list,
    async ({ c, deps, query: raw, caller }) => {
      const language = languageOf(c);
      c.header('Vary', 'Accept-Language', { append: true });
      const collected = collectPlanTypes(raw);
      if ('issues' in collected) throw badRequest(API_MESSAGES.invalidQuery, collected.issues);
      const query = { ...raw, planTypes: collected.planTypes };
      const params = parametersFor(query.year);
      const county = await servedCounty(deps, query.zip, query.fips);
      const plans = await countyPlansInYear(deps.db, county.fips, query.year);
      const person = await personAt(deps.db, caller);
      const now = deps.clock();
      const startMonth = startMonthFor(query.year, now);
      const medigap = query.planTypes.includes('MEDIGAP')
        ? { offerings: await countyOfferings(deps.db, county.fips), profile: defaultQuoteProfile(now) }
        : null;
      // Everything the answer is made of: the county's plans in the year (their formularies follow from them)
      // and its Medigap offerings, reference data read once per process, by identity; what the query asks
      // for; the first month of coverage and the Medigap profile (both move with the date); and the person at
      // the lists_version the session check read: their drugs, pharmacies, doctors and Extra Help. A session changed in
      // any of those, here or on another replica, is another key.
      const key = JSON.stringify([
        identityOf(plans),
        query.year,
        [...query.planTypes].sort(),
        query.isMailOrder,
        query.showDrugCoverage,
        query.showDrugPricing,
        query.includeMonthlyCosts,
        startMonth,
        medigap && [identityOf(medigap.offerings), medigap.profile],
        person,
        // The sources of the Part D figures are written in the request's language.
        language,
      ]);
      return planSearches.reply(key, deps, randomUUID, async (planRankingsUuid) => {
        const types = planTypesWanted(query.planTypes);
        const wanted = plans.filter((p) => types.has(p.planType));
        const input = await pricingInput(deps.db, person, wanted, params, {
          ...query,
          startMonth,
          extraHelp: getsExtraHelp(person) ? params.extraHelp : null,
        });
        const { medicarePlans, extraPlanData } = pricePlans(wanted, query.year, types, input);
        return {
          cntr: {
            medicarePlans,
            medigapPlans: medigap ? quotesFor(medigap.offerings, medigap.profile) : [],
            planRankingsUuid,
            statusCode: 200,
            extraPlanData,
            partD: partDYear(params, language),
            extraHelp: extraHelpFor(params, person, language),
            areaCounts: areaCountsOf(plans),
          },
        };
      });
    },
    { compress: true },
  );

  routes.implement(
    endpoints.plans.detail,
    async ({ c, deps, params, query, caller }) => {
      const language = languageOf(c);
      c.header('Vary', 'Accept-Language', { append: true });
      const partD = parametersFor(query.year);
      const county = await servedCounty(deps, query.zip, query.fips);
      const plans = await countyPlansInYear(deps.db, county.fips, query.year);
      const plan = plans.find((p) => p.id === params.id);
      if (!plan || isSnp(plan)) throw notFound(PLAN_ERRORS.planNotFound);
      const extra = extraPlanDataOf(plan);
      const person = await personAt(deps.db, caller);
      const startMonth = startMonthFor(query.year, deps.clock());
      const input = await pricingInput(deps.db, person, [plan], partD, {
        startMonth,
        extraHelp: getsExtraHelp(person) ? partD.extraHelp : null,
        isMailOrder: query.isMailOrder,
        showDrugCoverage: true,
        showDrugPricing: true,
        includeMonthlyCosts: true,
      });
      return {
        cntr: {
          plan: pricePlan(plan, query.year, input),
          extraPlanData: extra,
          partD: partDYear(partD, language),
          extraHelp: extraHelpFor(partD, person, language),
          areaCounts: areaCountsOf(plans),
          statusCode: 200,
        },
      };
    },
    { compress: true },
  );
};
