/**
 * The shell's global state (spec section 3: app state, user location, consumer, session reference),
 * one actor persisted in browser storage. Remotes read it through the host context.
 */
import { DEFAULT_LANGUAGE, type Language, type PLAN_RESET_REASONS, PLAN_TYPE_KEYS } from 'shared-contracts';
import type { PermissionToContact } from 'shared-contracts/api/leads';
import {
  type ChosenPlan,
  type ConsumerProfile,
  type HostLocation,
  type HostPlanChoices,
  NO_PLAN_CHOICES,
  type PlanFetchFlags,
  type PlanSortKey,
  type PlanTypeKey,
} from 'shared-contracts/react';
import { createActor, type Snapshot, snapshotOf } from '../actor';
import { type Attribution, addsToAttribution, mergeAttribution } from '../attribution';
import type { StoredSession } from '../session';

type PlanResetReason = (typeof PLAN_RESET_REASONS)[number];
const allFlags = (value: boolean): PlanFetchFlags =>
  Object.fromEntries(PLAN_TYPE_KEYS.map((k) => [k, value])) as PlanFetchFlags;

export interface UserLocation extends HostLocation {
  market?: string | undefined;
  marketPhoneNumbers?: { sales: string; tty: string } | undefined;
}

export interface AppState {
  attribution: Attribution;
  location: UserLocation | null;
  consumer: ConsumerProfile;
  session: StoredSession | null;
  planYear: number;
  /** The person chose planYear among the offered years (`offeredPlanYears`), rather than it being the default. */
  planYearChosen: boolean;
  planFetchFlags: PlanFetchFlags;
  /** Organizations and products of the last plan fetch, per plan type (for the disclaimer). */
  planCounts: Partial<Record<PlanTypeKey, { organizations: number; products: number }>>;
  visitWasTracked: boolean;
  /** Pins, chosen order, ranking id and the plan last opened (spec 3). */
  plans: HostPlanChoices;
  agreeToTerms: boolean;
  /** The consent text the person agreed to, its version and when it was shown. */
  permissionToContactText: PermissionToContact | null;
  showZipModal: boolean;
  /** A random id per visit, sent on every call for tracing. */
  transactionId: string;
  /** The language the person reads the suite in (chosen, `?lang=`, or the browser's on a first visit). */
  language: Language;
}

export type AppEvent =
  | { type: 'app.attribution'; attribution: Attribution }
  | { type: 'app.location'; location: UserLocation | null }
  | { type: 'app.session'; session: StoredSession | null }
  | { type: 'app.consumer'; fields: ConsumerProfile }
  | { type: 'app.plans.reset'; reason?: PlanResetReason }
  | {
      type: 'app.plans.fetched';
      planType: PlanTypeKey;
      organizations: number;
      products: number;
      planRankingsUuid?: string | undefined;
    }
  | { type: 'app.planYear'; year: number; chosen?: boolean }
  | { type: 'app.visitTracked' }
  | { type: 'app.plans.pinToggled'; planType: PlanTypeKey; planId: string }
  | { type: 'app.plans.sortChosen'; preference: PlanSortKey }
  | { type: 'app.plans.chosen'; plan: ChosenPlan }
  | { type: 'app.consented'; permissionToContactText: PermissionToContact }
  | { type: 'app.zipModal'; show: boolean }
  | { type: 'app.language'; language: Language }
  | { type: 'app.reset' };

export const initialAppState = (planYear: number, transactionId: string): AppState => ({
  attribution: {},
  location: null,
  consumer: {},
  session: null,
  planYear,
  planYearChosen: false,
  planFetchFlags: allFlags(true),
  planCounts: {},
  visitWasTracked: false,
  plans: NO_PLAN_CHOICES,
  agreeToTerms: false,
  permissionToContactText: null,
  showZipModal: false,
  transactionId,
  language: DEFAULT_LANGUAGE,
});

const toggled = (ids: readonly string[], id: string) =>
  ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];

/** The app state after an event: the same object when the event changes nothing. */
export const appTransition = (context: AppState, event: AppEvent): AppState => {
  switch (event.type) {
    // Unchanged attribution leaves the state as it is: the first commit sends the landing address's
    // parameters, already merged at restore, and a new state would re-render the whole page at once.
    case 'app.attribution':
      return addsToAttribution(context.attribution, event.attribution)
        ? { ...context, attribution: mergeAttribution(context.attribution, event.attribution) }
        : context;
    // A change of location resets every plan fetch flag (spec 4).
    case 'app.location':
      return { ...context, location: event.location, planFetchFlags: allFlags(true), planCounts: {} };
    case 'app.session':
      return { ...context, session: event.session };
    case 'app.consumer':
      return { ...context, consumer: { ...context.consumer, ...event.fields } };
    // Saved questions only make the Medigap quotes stale; every other cause resets all flags (spec 4).
    case 'app.plans.reset':
      return {
        ...context,
        planFetchFlags:
          event.reason === 'questions' ? { ...context.planFetchFlags, medSupp: true } : allFlags(true),
      };
    case 'app.plans.fetched':
      return {
        ...context,
        planFetchFlags: { ...context.planFetchFlags, [event.planType]: false },
        planCounts: {
          ...context.planCounts,
          [event.planType]: { organizations: event.organizations, products: event.products },
        },
        plans: event.planRankingsUuid
          ? { ...context.plans, planRankingsUuid: event.planRankingsUuid }
          : context.plans,
      };
    case 'app.plans.pinToggled':
      return {
        ...context,
        plans: {
          ...context.plans,
          lockedPlanIds: {
            ...context.plans.lockedPlanIds,
            [event.planType]: toggled(context.plans.lockedPlanIds[event.planType], event.planId),
          },
        },
      };
    case 'app.plans.sortChosen':
      return { ...context, plans: { ...context.plans, preference: event.preference } };
    case 'app.plans.chosen':
      return { ...context, plans: { ...context.plans, chosenPlan: event.plan } };
    case 'app.consented':
      return { ...context, agreeToTerms: true, permissionToContactText: event.permissionToContactText };
    case 'app.zipModal':
      return context.showZipModal !== event.show ? { ...context, showZipModal: event.show } : context;
    case 'app.planYear':
      return context.planYear !== event.year || context.planYearChosen !== (event.chosen ?? false)
        ? {
            ...context,
            planYear: event.year,
            planYearChosen: event.chosen ?? false,
            // Spec 4: another year resets the plan fetch flags.
            ...(context.planYear === event.year ? {} : { planFetchFlags: allFlags(true), planCounts: {} }),
          }
        : context;
    case 'app.visitTracked':
      return { ...context, visitWasTracked: true };
    case 'app.language':
      return context.language !== event.language ? { ...context, language: event.language } : context;
    // Full reset: consumer data, plan choices, consent and the stored session go; attribution, the plan
    // year, the visit's id and the language stay.
    case 'app.reset':
      return {
        ...initialAppState(context.planYear, context.transactionId),
        planYearChosen: context.planYearChosen,
        attribution: context.attribution,
        language: context.language,
      };
  }
};

export type AppSnapshot = Snapshot<'active', AppState>;

/** The app-state actor, from the state restored at start. */
export const createAppActor = (input: AppState) =>
  createActor<AppSnapshot, AppEvent>(snapshotOf('active', input), {
    handle: (snapshot, event) => {
      const context = appTransition(snapshot.context, event);
      return context === snapshot.context ? snapshot : snapshotOf('active', context);
    },
  });

export type AppActor = ReturnType<typeof createAppActor>;
