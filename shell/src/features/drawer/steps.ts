/** Left drawer steps of spec section 2: the main flow's and the member pre-meeting ones. */
import { generatePath, type Params } from 'react-router-dom';
import {
  type DrawerSteps,
  OPEN_FUNNEL_TEST_CAMPAIGN,
  PRE_MEETING_BASE_PATH,
  routeById,
  withTrailingSlash,
} from 'shared-contracts';
import type { Translation } from 'web-kit/i18n';
import type { chromeMessages } from '../chrome';

/** The step names in the visit's language (the chrome catalogue's `stepNames`). */
export type StepNames = Translation<(typeof chromeMessages)['stepNames']>;

export interface DrawerStep {
  number: number;
  label: string;
  path: string;
}

export const mainSteps = (names: StepNames, campaignId?: string): DrawerStep[] => {
  const steps = [
    { number: 1, label: names.yourInformation, path: '/onboarding/multistep/' },
    { number: 2, label: names.planTypeSelection, path: '/' },
    { number: 3, label: names.compareAndEnroll, path: '/plans/all/' },
  ];
  return campaignId === OPEN_FUNNEL_TEST_CAMPAIGN ? steps.filter((s) => s.number !== 1) : steps;
};

// generatePath drops a trailing slash; every route has one.
const pathOf = (pattern: string, params: Params) =>
  withTrailingSlash(generatePath(pattern, params as Record<string, string>));

/** The steps of the member opportunity the params name: /member/{accountId}/opp/{websiteReferenceId?}/. */
export const preMeetingSteps = (names: StepNames, params: Params): DrawerStep[] => [
  { number: 1, label: names.yourInformation, path: pathOf(PRE_MEETING_BASE_PATH, params) },
  {
    number: 2,
    label: names.personalization,
    path: pathOf(routeById('member-personalization')!.path, params),
  },
  { number: 3, label: names.nextSteps, path: pathOf(routeById('member-next-steps')!.path, params) },
];

/** The steps a route shows, from its drawer facts and its params. */
export const drawerSteps = (
  facts: DrawerSteps,
  params: Params,
  names: StepNames,
  campaignId?: string,
): DrawerStep[] =>
  facts.flow === 'pre-meeting' ? preMeetingSteps(names, params) : mainSteps(names, campaignId);
