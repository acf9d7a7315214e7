/**
 * The typed event bus: remotes ask the shell for changes with `domain:verb` events. Every event has a
 * zod schema; a malformed event is dropped with a logged error, on emit and again on receive.
 */
import * as z from 'zod/mini';
import { permissionToContactSchema } from './api/leads';
import { LANGUAGES } from './language';
import { lazySchema } from './lazy-schema';

export const PLAN_RESET_REASONS = [
  'benefits',
  'drugs',
  'providers',
  'location',
  'zip',
  'plan-year',
  'questions',
] as const;

/** The plan types of spec 3's per-type app state (fetch flags, locked plan ids). */
export const PLAN_TYPE_KEYS = ['hmo', 'ppo', 'pdp', 'medSupp', 'medicareAdvantage'] as const;
const planTypeKeySchema = lazySchema(() => z.enum(PLAN_TYPE_KEYS));

/** How a person orders a plan list (spec 3 app state `preference`), remembered across tabs and visits. */
export const PLAN_SORT_KEYS = ['bestMatch', 'total', 'premium', 'drugCost', 'moop', 'stars'] as const;
export const planSortKeySchema = lazySchema(() => z.enum(PLAN_SORT_KEYS));

/**
 * The plan a person last opened or enrolled in (spec 3 app state planDisplayPosition, planType, planCmsId):
 * where it stood in the list they saw (1 = first), its numeric plan type (1 PDP, 2 and 4 Medicare
 * Advantage, 256 Medigap) and its CMS id (contract-plan-segment; Medigap plans have none).
 */
export const chosenPlanSchema = lazySchema(() =>
  z.object({
    planDisplayPosition: z.nullable(z.int().check(z.positive())),
    planType: z.int().check(z.positive()),
    planCmsId: z.nullable(z.string().check(z.minLength(1))),
  }),
);

export const eventSchemas = {
  'location:change-requested': lazySchema(() => z.object({})),
  /** The person chose the language every page speaks (English or Spanish). */
  'language:change-requested': lazySchema(() => z.object({ language: z.enum(LANGUAGES) })),
  /** A place a page has already looked up (zip, county): stored as the ZIP modal would store it (spec 4). */
  'location:set': lazySchema(() =>
    z.object({
      zip: z.string().check(z.regex(/^\d{5}$/)),
      fips: z.string().check(z.regex(/^\d{5}$/)),
      countyName: z.string().check(z.minLength(1)),
    }),
  ),
  'plans:reset-requested': lazySchema(() => z.object({ reason: z.enum(PLAN_RESET_REASONS) })),
  'plans:fetched': lazySchema(() =>
    z.object({
      planType: planTypeKeySchema,
      organizations: z.int().check(z.nonnegative()),
      products: z.int().check(z.nonnegative()),
      /** The ranking this answer belongs to (GET plans `cntr.planRankingsUuid`). */
      planRankingsUuid: z.optional(z.string().check(z.minLength(1))),
    }),
  ),
  /** Pin a plan to the top of its list, or unpin it (spec 2: one list of locked plan ids per tab). */
  'plans:pin-toggled': lazySchema(() =>
    z.object({ planType: planTypeKeySchema, planId: z.string().check(z.minLength(1)) }),
  ),
  'plans:sort-chosen': lazySchema(() => z.object({ preference: planSortKeySchema })),
  /** The plan year a person chose among the offered ones (`offeredPlanYears`): the session's planYear. */
  'plans:year-chosen': lazySchema(() => z.object({ year: z.int().check(z.minimum(2020), z.maximum(2100)) })),
  /** A person opened a plan's details or its enrollment. */
  'plans:plan-chosen': chosenPlanSchema,
  /** A lead form was sent: the person agreed to the terms and to be contacted in the words shown. */
  'consumer:consented': lazySchema(() => z.object({ permissionToContactText: permissionToContactSchema })),
  'analytics:track': lazySchema(() =>
    z.object({
      event: z.string().check(z.minLength(1)),
      data: z._default(z.record(z.string(), z.unknown()), {}),
    }),
  ),
  'call:dial-started': lazySchema(() => z.object({})),
  'call:connected': lazySchema(() => z.object({ at: z.number() })),
  'call:completed': lazySchema(() => z.object({ durationMs: z.number().check(z.nonnegative()) })),
  'session:reset-requested': lazySchema(() => z.object({})),
  /** Try to start the session now rather than at the next automatic retry. */
  'session:retry-requested': lazySchema(() => z.object({})),
  'consumer:updated': lazySchema(() => z.object({ fields: z.record(z.string(), z.unknown()) })),
} as const;

export type EventName = keyof typeof eventSchemas;
export type EventPayload<N extends EventName> = z.input<(typeof eventSchemas)[N]>;
export type EventData<N extends EventName> = z.output<(typeof eventSchemas)[N]>;
type Listener<N extends EventName> = (data: EventData<N>) => void;

export interface EventBus {
  emit<N extends EventName>(name: N, payload: EventPayload<N>): boolean;
  on<N extends EventName>(name: N, listener: Listener<N>): () => void;
}

export const createEventBus = (log: (message: string, detail: unknown) => void = console.error): EventBus => {
  const listeners = new Map<EventName, Set<(data: unknown) => void>>();
  const check = (name: EventName, payload: unknown, stage: 'emit' | 'receive') => {
    const schema = eventSchemas[name] as z.ZodMiniType | undefined;
    if (!schema) {
      log(`Dropped unknown event ${String(name)} on ${stage}`, payload);
      return null;
    }
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      log(`Dropped malformed event ${name} on ${stage}`, parsed.error.issues);
      return null;
    }
    return { data: parsed.data };
  };
  return {
    emit(name, payload) {
      const checked = check(name, payload, 'emit');
      if (!checked) return false;
      for (const listener of listeners.get(name) ?? []) {
        // Listeners may come from another bundle: validate again on receive.
        const received = check(name, checked.data, 'receive');
        if (received) listener(received.data);
      }
      return true;
    },
    on(name, listener) {
      const set = listeners.get(name) ?? new Set();
      set.add(listener as (data: unknown) => void);
      listeners.set(name, set);
      return () => set.delete(listener as (data: unknown) => void);
    },
  };
};
