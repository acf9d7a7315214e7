/** Browser storage of the app state: read defensively (a stale or tampered value is ignored). */
import { chosenPlanSchema, LANGUAGES, planSortKeySchema } from 'shared-contracts';
import { permissionToContactSchema } from 'shared-contracts/api/leads';
import { NO_PLAN_CHOICES } from 'shared-contracts/react';
import { z } from 'zod';
import type { AppState } from './app.machine';

/**
 * The version changes when a stored value would be read wrongly. Added fields do not change it: they
 * have defaults, so a state stored before them still loads (a visitor keeps their place).
 */
export const STORAGE_KEY = 'mpf:app-state:v1';

// No length limits: a value the person can reach by pinning must never make the whole state unreadable.
const planIdsSchema = z.array(z.string().min(1)).default([]);
const plansSchema = z.object({
  lockedPlanIds: z.object({
    hmo: planIdsSchema,
    ppo: planIdsSchema,
    pdp: planIdsSchema,
    medSupp: planIdsSchema,
    medicareAdvantage: planIdsSchema,
  }),
  preference: planSortKeySchema.nullable(),
  planRankingsUuid: z.string().nullable(),
  chosenPlan: chosenPlanSchema.nullable(),
});

const storedSchema = z.object({
  attribution: z.record(z.string(), z.unknown()),
  location: z
    .object({
      zipCode: z.string().regex(/^\d{5}$/),
      fips: z.string().regex(/^\d{5}$/),
      countyName: z.string(),
    })
    .loose()
    .nullable(),
  consumer: z.record(z.string(), z.unknown()),
  session: z
    .object({
      websiteReferenceId: z.string(),
      accessToken: z.string(),
      connectureSessionId: z.string().optional(),
      accountId: z.string().nullable().optional(),
    })
    .nullable(),
  planYear: z.number().int(),
  planYearChosen: z.boolean().catch(false),
  planFetchFlags: z.record(z.string(), z.boolean()),
  planCounts: z.record(z.string(), z.object({ organizations: z.number(), products: z.number() })),
  visitWasTracked: z.boolean(),
  // Missing (stored before these fields) or unreadable (a sort key another release wrote): the part
  // starts afresh, and the person keeps their place (location, session).
  plans: plansSchema.catch(NO_PLAN_CHOICES),
  agreeToTerms: z.boolean().catch(false),
  permissionToContactText: permissionToContactSchema.nullable().catch(null),
  showZipModal: z.boolean().catch(false),
  transactionId: z.string(),
  // Missing (stored before the Spanish edition): the visit reads the browser's languages as a first one.
  language: z.enum(LANGUAGES).optional().catch(undefined),
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
