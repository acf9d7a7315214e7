/** Browser storage of the app state: read defensively (a stale or tampered value is ignored). */
import { chosenPlanSchema, LANGUAGES, planSortKeySchema } from 'shared-contracts';
import { permissionToContactSchema } from 'shared-contracts/api/leads';
import { NO_PLAN_CHOICES } from 'shared-contracts/react';
// zod/mini: this module is read on every first load, and a classic schema brings all of classic zod (issue 31).
import * as z from 'zod/mini';
import type { AppState } from './app.machine';

/**
 * The version changes when a stored value would be read wrongly. Added fields do not change it: they
 * have defaults, so a state stored before them still loads (a visitor keeps their place).
 */
export const STORAGE_KEY = 'mpf:app-state:v1';

// No length limits: a value the person can reach by pinning must never make the whole state unreadable.
const planIdsSchema = z._default(z.array(z.string().check(z.minLength(1))), []);
const plansSchema = z.object({
  lockedPlanIds: z.object({
    hmo: planIdsSchema,
    ppo: planIdsSchema,
    pdp: planIdsSchema,
    medSupp: planIdsSchema,
    medicareAdvantage: planIdsSchema,
  }),
  preference: z.nullable(planSortKeySchema),
  planRankingsUuid: z.nullable(z.string()),
  chosenPlan: z.nullable(chosenPlanSchema),
});

const storedSchema = z.object({
  attribution: z.record(z.string(), z.unknown()),
  location: z.nullable(
    z.looseObject({
      zipCode: z.string().check(z.regex(/^\d{5}$/)),
      fips: z.string().check(z.regex(/^\d{5}$/)),
      countyName: z.string(),
    }),
  ),
  consumer: z.record(z.string(), z.unknown()),
  session: z.nullable(
    z.object({
      websiteReferenceId: z.string(),
      accessToken: z.string(),
      connectureSessionId: z.optional(z.string()),
      accountId: z.optional(z.nullable(z.string())),
    }),
  ),
  planYear: z.int(),
  planYearChosen: z.catch(z.boolean(), false),
  planFetchFlags: z.record(z.string(), z.boolean()),
  planCounts: z.record(z.string(), z.object({ organizations: z.number(), products: z.number() })),
  visitWasTracked: z.boolean(),
  // Missing (stored before these fields) or unreadable (a sort key another release wrote): the part
  // starts afresh, and the person keeps their place (location, session).
  plans: z.catch(plansSchema, NO_PLAN_CHOICES),
  agreeToTerms: z.catch(z.boolean(), false),
  permissionToContactText: z.catch(z.nullable(permissionToContactSchema), null),
  showZipModal: z.catch(z.boolean(), false),
  transactionId: z.string(),
  // Missing (stored before the Spanish edition): the visit reads the browser's languages as a first one.
  language: z.catch(z.optional(z.enum(LANGUAGES)), undefined),
});

/** The stored state, whose language is missing when it was stored before there was a choice. */
export type StoredAppState = Omit<AppState, 'language'> & Partial<Pick<AppState, 'language'>>;

export const loadAppState = (storage: Pick<Storage, 'getItem'>): StoredAppState | null => {
  try {
    const raw = storage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? (parsed.data as unknown as StoredAppState) : null;
  } catch {
    return null;
  }
};

export const saveAppState = (storage: Pick<Storage, 'setItem'>, state: AppState) => {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or blocked (private mode): the visit goes on without persistence.
  }
};

export const clearAppState = (storage: Pick<Storage, 'removeItem'>) => storage.removeItem(STORAGE_KEY);
