/**
 * Medicare Advantage and Part D plans: GET plans (a county's list, per plan kind) and GET plans/{id}.
 * Plan-ranking calls need the session's token: without one nothing is fetched (spec 5).
 */
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { Language } from 'shared-contracts';
import type {
  AreaCounts,
  ExtraHelpApplied,
  ExtraPlanData,
  MedicarePlan,
  PartDYear,
  PlanTypeName,
} from 'shared-contracts/api/plans';
import { plansEndpoints } from 'shared-contracts/endpoints/plans';
import { type PlanFetchFlags, useHost } from 'shared-contracts/react';
import { useLanguage } from 'web-kit/i18n';
import { UNTIL_INVALIDATED, useInvalidateOnFlag } from './flags';

/** The person's county and plan year: what every plan call is asked for. */
export interface PlanWhere {
  zip: string;
  fips: string;
  year: number;
}
export interface PlansParams extends PlanWhere {
  planTypes: readonly PlanTypeName[];
}
export interface PlanDetailParams extends PlanWhere {
  isMailOrder: boolean;
}

// The answer's language is in the key: the sources of its Part D figures are written in it.
export const planKeys = {
  all: ['plans'] as const,
  list: (params: PlansParams | null, language: Language) => ['plans', 'list', params, language] as const,
  detail: (id: string, params: PlanDetailParams | null, language: Language) =>
    ['plans', 'detail', id, params, language] as const,
};

/**
 * While a plan answer is fetched again in the newly chosen language, the previous language's answer stays
 * on screen (only its sources' wording differs), so a page never drops to "Loading" and a form on it
 * keeps what was typed. Any other change of the key (another plan, area, year) shows no earlier answer.
 */
const sameButLanguage = (key: readonly unknown[], previous: readonly unknown[] | undefined) =>
  previous !== undefined && JSON.stringify(previous.slice(0, -1)) === JSON.stringify(key.slice(0, -1));

export interface PlansResult {
  plans: MedicarePlan[];
  extra: ExtraPlanData[];
  partD: PartDYear;
  /** Extra Help as applied to the estimates, or null when they are without it. */
  extraHelp: ExtraHelpApplied | null;
  /** The answer's ranking id (spec 3 planRankingsUuid), for the host's app state. */
  planRankingsUuid: string;
  /** The county's plans as served, whatever types were asked: the disclaimer's counts (absent from an older api). */
  areaCounts?: AreaCounts;
}

/** Spec 8: a missing cntr or a status of 300 and above is an error; the list is emptied. */
export class PlanFetchError extends Error {
  override readonly name = 'PlanFetchError';
}

/** The person's county and plan year, once the host knows them and has a session token. */
const useWhere = (): PlanWhere | null => {
  const { session, location, planYear } = useHost();
  return session?.accessToken && location
    ? { zip: location.zipCode, fips: location.fips, year: planYear }
    : null;
};

/** One plan kind's list: `planTypes` asked for, `flag` the plan fetch flag that makes it stale. */
export const usePlansQuery = ({
  planTypes,
  flag,
}: {
  planTypes: readonly PlanTypeName[];
  flag: keyof PlanFetchFlags;
}) => {
  const { api } = useHost();
  const where = useWhere();
  const params = where ? { ...where, planTypes } : null;
  const queryKey = planKeys.list(params, useLanguage());
  useInvalidateOnFlag(flag, queryKey, params !== null);
  const query = useQuery({
    queryKey,
    queryFn: async ({ signal }): Promise<PlansResult> => {
      const { planTypes: types, ...rest } = params!;
      const q = {
        ...rest,
        isMailOrder: false,
        showDrugCoverage: true,
        showDrugPricing: true,
        // The spec's indexed keys: planTypes[0]=MAPD&planTypes[1]=MA.
        ...Object.fromEntries(types.map((t, i) => [`planTypes[${i}]`, t])),
      };
      // A missing cntr already fails the response schema (cntr is required there), so it is an error too.
      const body = await api.call(plansEndpoints.list, { query: q }, { signal });
      if (body.cntr.statusCode >= 300) throw new PlanFetchError(`Plans status ${body.cntr.statusCode}`);
      return {
        plans: body.cntr.medicarePlans,
        extra: body.cntr.extraPlanData,
        partD: body.cntr.partD,
        extraHelp: body.cntr.extraHelp ?? null,
        planRankingsUuid: body.cntr.planRankingsUuid,
        ...(body.cntr.areaCounts ? { areaCounts: body.cntr.areaCounts } : {}),
      };
    },
    enabled: params !== null,
    staleTime: UNTIL_INVALIDATED,
    placeholderData: (previous, previousQuery) =>
      sameButLanguage(queryKey, previousQuery?.queryKey) ? previous : undefined,
  });
  // Spec 8: a failed fetch leaves no plans, not the ones of an earlier answer.
  return { ...query, data: query.isError ? undefined : query.data };
};

const detailQuery = (
  api: ReturnType<typeof useHost>['api'],
  id: string,
  params: PlanDetailParams | null,
  language: Language,
) => {
  const queryKey = planKeys.detail(id, params, language);
  const queryFn = async ({ signal }: { signal: AbortSignal }) =>
    (await api.call(plansEndpoints.detail, { params: { id }, query: params! }, { signal })).cntr;
  return queryOptions({
    queryKey,
    queryFn,
    enabled: params !== null && id !== '',
    placeholderData: (previous, previousQuery) =>
      sameButLanguage(queryKey, previousQuery?.queryKey) ? previous : undefined,
  });
};

/** One plan of the county, priced for the session (retail or mail-order pharmacy). */
export const usePlanQuery = (id: string | null, isMailOrder = false) => {
  const { api } = useHost();
  const where = useWhere();
  const language = useLanguage();
  return useQuery(detailQuery(api, id ?? '', where ? { ...where, isMailOrder } : null, language));
};

/** Several plans at once (compare): each is its own cached query, shared with the details pages. */
export const usePlanQueries = (ids: readonly string[]) => {
  const { api } = useHost();
  const where = useWhere();
  const language = useLanguage();
  return useQueries({
    queries: ids.map((id) => detailQuery(api, id, where ? { ...where, isMailOrder: false } : null, language)),
  });
};
