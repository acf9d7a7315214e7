/**
 * The host context: what any host (the shell, the partner embedding, a remote's standalone dev host)
 * gives the remotes. State flows down through it; remotes ask for changes with events on `events`.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { z } from 'zod';
import type { PlanDataSource } from '../api/content';
import type { LeadAttribution, PermissionToContact } from '../api/leads';
import type { RuntimeConfig } from '../config';
import type { chosenPlanSchema, EventBus, PLAN_SORT_KEYS, PLAN_TYPE_KEYS } from '../events';
import type { ApiClient } from '../http';
import type { Language } from '../language';

export interface AssignedAgent {
  agentUuid: string;
  firstName: string;
  lastName: string;
  title: string;
  phone: string;
  photoLink?: string | undefined;
}

export interface HostLocation {
  zipCode: string;
  fips: string;
  countyName: string;
  state?: string | undefined;
  city?: string | undefined;
}

export interface HostSession {
  websiteReferenceId: string;
  accessToken: string;
  connectureSessionId?: string | undefined;
}

/** The consumer's own details (spec section 3), as far as they are known; dates as entered (MM/DD/YYYY). */
export interface ConsumerProfile {
  firstName?: string | undefined;
  lastName?: string | undefined;
  gender?: 'Male' | 'Female' | undefined;
  dateOfBirth?: string | undefined;
  emailAddress?: string | undefined;
  phoneNumber?: string | undefined;
  partAEffectiveDate?: string | undefined;
  partBEffectiveDate?: string | undefined;
  effectiveDate?: string | undefined;
  smoke?: boolean | undefined;
  isEnrolledInMedAB?: boolean | undefined;
  medAB?: 'Yes' | 'No' | undefined;
  /** Importance ratings of the onboarding (spec 3): dental, vision, drug coverage, keeping a doctor. */
  importance?: Partial<Record<'dental' | 'vision' | 'drugCoverage' | 'keepingDoctor', string>> | undefined;
  /** The details came from an agent's prefill record (/prefill/{uuid}/). */
  wasPrefilled?: boolean | undefined;
  onboardingFlow?: 'default' | 'multistep' | undefined;
}

/**
 * The member's access (extension: member pages): the host exchanges a signed member link (`#link=` in
 * the URL) for a member access token and sends it on member calls; pages see only the status and the
 * account it opens, never the token.
 */
export interface MemberAccessState {
  status: 'none' | 'exchanging' | 'ready' | 'invalid';
  accountId: string | null;
}

export type PlanTypeKey = (typeof PLAN_TYPE_KEYS)[number];
export type PlanFetchFlags = Record<PlanTypeKey, boolean>;
export type PlanSortKey = (typeof PLAN_SORT_KEYS)[number];
export type ChosenPlan = z.output<typeof chosenPlanSchema>;

/**
 * The plan-shopping part of spec 3's global app state, kept by the host across reloads. Remotes change it
 * with events: `plans:pin-toggled`, `plans:sort-chosen`, `plans:plan-chosen`, `plans:fetched` (the
 * ranking id) and `consumer:consented`.
 */
export interface HostPlanChoices {
  /** Locked (pinned) plan ids per plan type, in the order they were pinned. */
  lockedPlanIds: Record<PlanTypeKey, string[]>;
  /** The order the person chose for plan lists; null until they choose one. */
  preference: PlanSortKey | null;
  /** The ranking of the last plan answer (GET plans `cntr.planRankingsUuid`). */
  planRankingsUuid: string | null;
  /** The plan last opened or enrolled in: its position in the list, plan type and CMS id. */
  chosenPlan: ChosenPlan | null;
}

export interface HostContextValue {
  /** Who provides the context: the shell, an embedding partner page or a remote's dev host. */
  host: 'shell' | 'embed' | 'dev';
  config: RuntimeConfig;
  /** The phone number a visitor should call now (campaign, partner, agent rules applied). */
  phone: string;
  operationHours: string | null;
  /**
   * The publisher's data the pages run on, named by the data notice; absent while any data set is the
   * shipped sample or the host has not heard yet (the notice then says "Sample data").
   */
  planData?: PlanDataSource;
  /**
   * The same for the pages whose figures all come from the imported files (PageFrame `onlyImportedFigures`):
   * present once no imported data set is the sample, even while the api generates the Medigap quotes and
   * provider-network locations other pages show.
   */
  importedData?: PlanDataSource;
  planYear: number;
  session: HostSession | null;
  /**
   * Where the host's session stands: 'starting' while it is being restored, created or retried,
   * 'failed' while a retry waits (the host keeps retrying; 'session:retry-requested' retries now).
   * A page with a known location waits for the session rather than asking for a ZIP again.
   */
  sessionStatus: 'starting' | 'ready' | 'failed';
  location: HostLocation | null;
  agent: AssignedAgent | null;
  consumer: ConsumerProfile;
  member: MemberAccessState;
  /** The visit's marketing attribution (campaign id included), as a lead carries it. */
  attribution: LeadAttribution;
  /** Where a finished onboarding goes (spec 2: /onboarding/complete/ unless the host says otherwise). */
  afterOnboardingPath: string;
  planFetchFlags: PlanFetchFlags;
  plans: HostPlanChoices;
  /** The person agreed to the terms of a lead form, in the words of `permissionToContactText`. */
  agreeToTerms: boolean;
  permissionToContactText: PermissionToContact | null;
  /** The host's ZIP modal is showing. */
  showZipModal: boolean;
  /** The visit's language: every text a page shows and how it writes numbers and dates. */
  language: Language;
  api: ApiClient;
  events: EventBus;
  /** The one server-state cache: remotes read and invalidate it, never make their own. */
  queryClient: QueryClient;
}

export const HostContext = createContext<HostContextValue | null>(null);

export const useHost = (): HostContextValue => {
  const value = useContext(HostContext);
  if (!value) throw new Error('useHost() needs a HostContext provider (the shell or a dev host).');
  return value;
};

export { createHostValue, NO_PLAN_CHOICES } from './host-value';
export { createQueryClient } from './query-client';
