/** A complete host context with neutral defaults: for hosts other than the shell and for tests. */
import type { RuntimeConfig } from '../config';
import { DEFAULT_SITE_PHONE } from '../constants';
import { createEventBus } from '../events';
import { createApiClient, newTransactionId } from '../http';
import { DEFAULT_LANGUAGE } from '../language';
import { planYearFor } from '../plan-year';
import { AFTER_ONBOARDING_PATH } from '../routes';
import type { HostContextValue, HostPlanChoices } from './index';

/** Nothing pinned, chosen or ranked yet: a new visit's plan choices. */
export const NO_PLAN_CHOICES: HostPlanChoices = {
  lockedPlanIds: { hmo: [], ppo: [], pdp: [], medSupp: [], medicareAdvantage: [] },
  preference: null,
  planRankingsUuid: null,
  chosenPlan: null,
};

import { createQueryClient } from './query-client';

export const createHostValue = (
  config: RuntimeConfig,
  overrides: Partial<HostContextValue> = {},
): HostContextValue => ({
  host: 'dev',
  config,
  phone: DEFAULT_SITE_PHONE,
  operationHours: null,
  planYear: planYearFor(new Date()),
  session: null,
  // A host without a session of its own has nothing pending.
  sessionStatus: 'ready',
  location: null,
  agent: null,
  consumer: {},
  member: { status: 'none', accountId: null },
  attribution: {},
  afterOnboardingPath: AFTER_ONBOARDING_PATH,
  planFetchFlags: { hmo: true, ppo: true, pdp: true, medSupp: true, medicareAdvantage: true },
  plans: NO_PLAN_CHOICES,
  agreeToTerms: false,
  permissionToContactText: null,
  showZipModal: false,
  language: DEFAULT_LANGUAGE,
  api: createApiClient(config, {
    getToken: () => overrides.session?.accessToken,
    transactionId: newTransactionId(),
    getLanguage: () => overrides.language ?? DEFAULT_LANGUAGE,
  }),
  events: createEventBus(),
  queryClient: overrides.queryClient ?? createQueryClient(),
  ...overrides,
});
