/**
 * The route table of spec section 2: every route, its owning package, its layout, the schema its
 * parameters must pass ("page validation") and its route facts: the chrome it shows (spec 2) and its
 * phone page kind (spec 4). The shell matches paths against it and reads the facts from the matched
 * entry; each remote renders the routes it owns from the same table, so the two can never disagree.
 */
import * as z from 'zod/mini';
import { uuidSchema } from './api/common';
import type { PageKind } from './api/content';
import { lazySchema } from './lazy-schema';

export const REMOTES = ['mfe_onboarding', 'mfe_plans', 'mfe_providers', 'mfe_member'] as const;
export type RemoteName = (typeof REMOTES)[number];
export type RouteOwner = RemoteName | 'shell';

export type LayoutKind = 'default' | 'pre-meeting' | 'embedding' | 'transactional' | 'session-managed';

/** Plan ids: CMS-like or carrier ids, letters, digits and dashes. */
export const planIdSchema = lazySchema(() => z.string().check(z.regex(/^[A-Za-z0-9][A-Za-z0-9_-]{2,63}$/)));
const uuidLike = lazySchema(() => z.string().check(z.regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/)));
const slug = lazySchema(() => z.string().check(z.regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/)));
const digitsId = lazySchema(() => z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)));
/**
 * A session's websiteReferenceId: base64url (16 random bytes), so it may start with '-' or '_'. Held to
 * uuidLike's leading letter or digit, 2 in 64 of them (about 3 members in 100) got the 404 page on their
 * own member pages.
 */
const referenceId = lazySchema(() => z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)));

export const MULTISTEP_STEPS = ['contact', 'dental', 'doctor', 'drug', 'medicare', 'name', 'zip'] as const;
export const MEDIGAP_SOURCES = ['csg', 'connecture'] as const;

/** The left drawer's steps on a route (spec 2), whether or not the drawer is shown there. */
export interface DrawerSteps {
  /** The main flow's three steps, or the member pre-meeting steps. */
  flow: 'main' | 'pre-meeting';
  current: 1 | 2 | 3;
  /** Clicking a step navigates (not on /onboarding/ itself). */
  navigable: boolean;
}

/** What the shell shows around a route's page (spec 2), and which phone number applies (spec 4). */
export interface RouteChrome {
  /** The left step drawer. */
  drawer: boolean;
  drawerSteps: DrawerSteps;
  /** The mobile menu button that opens the drawer; never without a drawer. */
  menuButton: boolean;
  /** A click on the logo goes home. */
  logoLinksHome: boolean;
  /** The ZIP modal and the location strip with its change button. */
  zipModal: boolean;
  disclaimers: boolean;
  /** The footer (not in the pre-meeting layout: top bar, drawer and mobile step bar only). */
  footer: boolean;
  /** The saving/loading notice while the session loads. */
  loadingModal: boolean;
  /** The page kind that picks a campaign's phone number; null for the default number. */
  phonePage: PageKind | null;
  /** A partner page: its `partner` param names the partner (branding, and the named partner's phone). */
  partnerPage: boolean;
}

export interface RouteDef {
  /** Stable id, also the key a remote uses to find the page component. */
  id: string;
  /** react-router pattern; always ends with a trailing slash. */
  path: string;
  owner: RouteOwner;
  layout: LayoutKind;
  chrome: RouteChrome;
  /** Parameters that must pass for the page to exist; a failure shows the 404 page. */
  params?: z.ZodMiniType<Record<string, string | undefined>>;
  /** A concrete path for tests and docs. */
  sample: string;
  title: string;
  /**
   * A route with an id in its path whose page, before its data, already has the title and top it keeps
   * with it: the build renders that page once, at the sample path, and the shell's server sends it for
   * every valid path of the route (the route's frame, scripts/prerender.mjs), so it is there at the first
   * paint. Elsewhere the title comes with the data (a plan's name), and a frame would move when it came.
   */
  framed?: boolean;
}

const steps = (current: DrawerSteps['current'], flow: DrawerSteps['flow'] = 'main'): DrawerSteps => ({
  flow,
  current,
  navigable: true,
});

const withoutDrawer = { drawer: false, menuButton: false } as const;

/** Transactional pages: no drawer, no ZIP prompt, no disclaimers, the footer, no loading notice. */
const transactional: RouteChrome = {
  ...withoutDrawer,
  drawerSteps: steps(3),
  logoLinksHome: true,
  zipModal: false,
  disclaimers: false,
  footer: true,
  loadingModal: false,
  phonePage: null,
  partnerPage: false,
};

/** Each layout's chrome (spec 2 "Layouts"); a route states only where it differs. */
const LAYOUT_CHROME: Record<LayoutKind, RouteChrome> = {
  default: {
    drawer: true,
    drawerSteps: steps(3),
    menuButton: true,
    logoLinksHome: true,
    zipModal: true,
    disclaimers: true,
    footer: true,
    loadingModal: true,
    phonePage: null,
    partnerPage: false,
  },
  'pre-meeting': {
    drawer: true,
    drawerSteps: steps(1, 'pre-meeting'),
    menuButton: false,
    logoLinksHome: true,
    zipModal: false,
    disclaimers: false,
    footer: false,
    loadingModal: true,
    phonePage: null,
    partnerPage: false,
  },
  embedding: {
    ...withoutDrawer,
    drawerSteps: steps(3),
    logoLinksHome: false,
    zipModal: false,
    disclaimers: false,
    footer: false,
    loadingModal: false,
    phonePage: null,
    partnerPage: false,
  },
  transactional,
  // Transactional, but the page waits for the session: the loading notice shows.
  'session-managed': { ...transactional, loadingModal: true },
};

/** Onboarding pages: no home link, ZIP modal, disclaimers or loading notice; step 1; lead collection. */
const onboardingChrome: Partial<RouteChrome> = {
  drawerSteps: steps(1),
  logoLinksHome: false,
  zipModal: false,
  disclaimers: false,
  loadingModal: false,
  phonePage: 'lead-collection',
};

/** Quiz pages: no drawer, home link or disclaimers. */
const quizChrome: Partial<RouteChrome> = { ...withoutDrawer, logoLinksHome: false, disclaimers: false };

const plansPage: Partial<RouteChrome> = { phonePage: 'plans-page' };

/** The member opportunity base of the pre-meeting pages; the reference id is optional there. */
export const PRE_MEETING_BASE_PATH = '/member/:accountId/opp/:websiteReferenceId?/';

const r = (
  id: string,
  path: string,
  owner: RouteOwner,
  title: string,
  extra: Partial<Pick<RouteDef, 'layout' | 'params' | 'sample' | 'framed'>> & {
    chrome?: Partial<RouteChrome>;
  } = {},
): RouteDef => {
  const layout = extra.layout ?? 'default';
  return {
    id,
    path,
    owner,
    title,
    layout,
    chrome: { ...LAYOUT_CHROME[layout], ...extra.chrome },
    ...(extra.params ? { params: extra.params } : {}),
    sample: extra.sample ?? path,
    ...(extra.framed ? { framed: true } : {}),
  };
};

const premeeting = (suffix: string, id: string, title: string, current: DrawerSteps['current']) =>
  r(id, `${PRE_MEETING_BASE_PATH}${suffix}/`, 'mfe_member', title, {
    layout: 'pre-meeting',
    params: lazySchema(() => z.object({ accountId: digitsId, websiteReferenceId: z.optional(referenceId) })),
    sample: `/member/A1001/opp/WR12345/${suffix}/`,
    // The title and intro over the loading line as tall as the screen (mfe-member's MemberGate).
    framed: true,
    chrome: { drawerSteps: steps(current, 'pre-meeting') },
  });

const partnerPage = (suffix: string, id: string, title: string) =>
  r(id, `/partner/:partner?/${suffix}/`, 'mfe_member', title, {
    params: lazySchema(() => z.object({ partner: z.optional(slug) })),
    sample: `/partner/acme/${suffix}/`,
    chrome: { menuButton: false, partnerPage: true },
  });

export const ROUTES: readonly RouteDef[] = [
  r('not-found', '/404/', 'shell', 'Error 404'),

  // mfe-plans
  r('home', '/', 'mfe_plans', 'Choose a plan type', {
    chrome: { drawerSteps: steps(2), phonePage: 'plan-type-selection' },
  }),
  r('plans-all', '/plans/all/', 'mfe_plans', 'Compare plans', { chrome: plansPage }),
  r('plans-compare', '/plans/compare/', 'mfe_plans', 'Compare plans side by side', {
    sample: '/plans/compare/?type=hmo',
    chrome: { ...plansPage, ...withoutDrawer },
  }),
  r('plans-hmo', '/plans/hmo/', 'mfe_plans', 'HMO plans', { chrome: plansPage }),
  r('plans-hmo-detail', '/plans/hmo/:id/', 'mfe_plans', 'HMO plan details', {
    params: lazySchema(() => z.object({ id: planIdSchema })),
    sample: '/plans/hmo/H1234-001-000/',
    chrome: plansPage,
  }),
  r('plans-ppo', '/plans/ppo/', 'mfe_plans', 'PPO plans', { chrome: plansPage }),
  r('plans-ppo-detail', '/plans/ppo/:id/', 'mfe_plans', 'PPO plan details', {
    params: lazySchema(() => z.object({ id: planIdSchema })),
    sample: '/plans/ppo/H1234-002-000/',
    chrome: plansPage,
  }),
  r('plans-pdp', '/plans/pdp/:id?/', 'mfe_plans', 'Part D plans', {
    params: lazySchema(() => z.object({ id: z.optional(planIdSchema) })),
    sample: '/plans/pdp/',
    chrome: plansPage,
  }),
  r('plans-medigap', '/plans/medigap/', 'mfe_plans', 'Medicare Supplement plans', { chrome: plansPage }),
  r('plans-medigap-detail', '/plans/medigap/:source/:id?/', 'mfe_plans', 'Medicare Supplement plan details', {
    params: lazySchema(() => z.object({ source: z.enum(MEDIGAP_SOURCES), id: z.optional(planIdSchema) })),
    sample: '/plans/medigap/csg/G-1234567890123/',
    chrome: plansPage,
  }),
  r('drugs', '/drugs/', 'mfe_plans', 'Your drugs'),
  r('drugs-add', '/drugs/add-drug/:drug?/', 'mfe_plans', 'Add a drug', {
    params: lazySchema(() => z.object({ drug: z.optional(slug) })),
    sample: '/drugs/add-drug/',
  }),
  r('supplements', '/supplements/', 'mfe_plans', 'Medicare Supplement insurance'),
  r('enroll', '/enroll/:carrierName?/:id?/', 'mfe_plans', 'Enroll', {
    layout: 'transactional',
    params: lazySchema(() => z.object({ carrierName: z.optional(slug), id: z.optional(planIdSchema) })),
    sample: '/enroll/',
  }),

  // mfe-onboarding
  r('onboarding', '/onboarding/', 'mfe_onboarding', 'Get started', {
    chrome: { ...onboardingChrome, drawerSteps: { ...steps(1), navigable: false } },
  }),
  ...(['card', 'info', 'med-ab', 'year'] as const).map((p) =>
    r(`onboarding-${p}`, `/onboarding/${p}/`, 'mfe_onboarding', `Onboarding: ${p}`, {
      chrome: onboardingChrome,
    }),
  ),
  r('onboarding-complete', '/onboarding/complete/', 'mfe_onboarding', 'Onboarding: complete', {
    chrome: { ...onboardingChrome, drawerSteps: steps(2), phonePage: 'plan-type-selection' },
  }),
  r('onboarding-multistep', '/onboarding/multistep/', 'mfe_onboarding', 'Onboarding: multistep', {
    chrome: { ...onboardingChrome, ...withoutDrawer },
  }),
  r('onboarding-step', '/onboarding/multistep/step/:step/', 'mfe_onboarding', 'Onboarding step', {
    params: lazySchema(() => z.object({ step: z.enum(MULTISTEP_STEPS) })),
    sample: '/onboarding/multistep/step/zip/',
    chrome: { ...onboardingChrome, ...withoutDrawer },
  }),
  r('quiz', '/quiz/', 'mfe_onboarding', 'Medicare quiz', { chrome: quizChrome }),
  r('quiz-enrollmentdate', '/quiz/enrollmentdate/', 'mfe_onboarding', 'When can you enroll?', {
    chrome: quizChrome,
  }),
  r('quiz-post-submit', '/quiz/enrollmentdate/post-submit/', 'mfe_onboarding', 'Thank you', {
    chrome: quizChrome,
  }),
  r('quiz-results', '/quiz/enrollmentdate/results/', 'mfe_onboarding', 'Your enrollment dates', {
    chrome: quizChrome,
  }),
  r('lead', '/lead/', 'mfe_onboarding', 'Get help from a licensed agent'),
  r('zip-check', '/zip-check/', 'mfe_onboarding', 'Check your ZIP code', { chrome: withoutDrawer }),
  r('prefill', '/prefill/:uuid?/', 'mfe_onboarding', 'Welcome back', {
    layout: 'session-managed',
    params: lazySchema(() => z.object({ uuid: z.optional(uuidLike) })),
    sample: '/prefill/',
    chrome: { drawerSteps: steps(1) },
  }),
  r('preferences', '/preferences/', 'mfe_onboarding', 'Your benefit preferences'),
  r('open-funnel-control', '/open-funnel-control/', 'mfe_onboarding', 'Find your Medicare plan', {
    chrome: { phonePage: 'landing-page' },
  }),
  r('open-funnel-test', '/open-funnel-test/', 'mfe_onboarding', 'Find your Medicare plan', {
    chrome: { phonePage: 'landing-page' },
  }),

  // mfe-providers
  r('providers-search', '/providers/search/', 'mfe_providers', 'Find your doctors', {
    chrome: { zipModal: false },
  }),
  r('pharmacy', '/pharmacy/', 'mfe_providers', 'Find your pharmacy'),
  r('pharmacy-detail', '/pharmacy/:id/', 'mfe_providers', 'Pharmacy details', {
    params: lazySchema(() => z.object({ id: digitsId })),
    sample: '/pharmacy/PH1001/',
  }),
  r('provider-network', '/provider/network/', 'mfe_providers', 'Provider network', {
    chrome: { ...withoutDrawer, zipModal: false },
  }),

  // mfe-member
  r('member', '/member/', 'mfe_member', 'Member home', {
    layout: 'pre-meeting',
    chrome: { drawerSteps: steps(1) },
  }),
  r('member-opp', '/member/:accountId/opp/:websiteReferenceId/', 'mfe_member', 'Your meeting', {
    layout: 'pre-meeting',
    params: lazySchema(() => z.object({ accountId: digitsId, websiteReferenceId: referenceId })),
    sample: '/member/A1001/opp/WR12345/',
    framed: true,
  }),
  premeeting('anoc', 'member-anoc', 'Annual notice of changes', 1),
  premeeting('next-steps', 'member-next-steps', 'Next steps', 3),
  premeeting('personalization', 'member-personalization', 'Personalization', 2),
  r('self-schedule', '/self-schedule/', 'mfe_member', 'Schedule a call with a licensed agent'),
  r('meeting-confirm', '/meeting/:meetingId?/confirm/', 'mfe_member', 'Confirm your meeting', {
    // The api's own form of the id: a link cut short or mistyped is a page not found, not a call that
    // fails (the api's 400) under "please try again in a moment".
    params: lazySchema(() => z.object({ meetingId: z.optional(uuidSchema) })),
    sample: '/meeting/3f6c2b1e-8a4d-4c2e-9b7a-2d5e8f1a0c93/confirm/',
    chrome: withoutDrawer,
  }),
  r(
    'soa-confirmation',
    '/scope-of-appointment/confirmation/',
    'mfe_member',
    'Scope of appointment confirmed',
    {
      layout: 'transactional',
    },
  ),
  r('soa', '/scope-of-appointment/:websiteReferenceId?/', 'mfe_member', 'Scope of appointment', {
    layout: 'transactional',
    params: lazySchema(() => z.object({ websiteReferenceId: z.optional(referenceId) })),
    sample: '/scope-of-appointment/WR12345/',
  }),
  r('esign', '/esign/:documentId?/', 'mfe_member', 'Sign your document', {
    layout: 'transactional',
    params: lazySchema(() => z.object({ documentId: z.optional(uuidSchema) })),
    sample: '/esign/9b2d7c4a-1e3f-4a5b-8c6d-0e1f2a3b4c5d/',
  }),
  partnerPage('form', 'partner-form', 'Partner form'),
  partnerPage('thank-you', 'partner-thank-you', 'Thank you'),
];

export const routesOf = (owner: RouteOwner): RouteDef[] => ROUTES.filter((route) => route.owner === owner);
export const routeById = (id: string): RouteDef | undefined => ROUTES.find((route) => route.id === id);

/** The after-onboarding path default (spec section 2). */
export const AFTER_ONBOARDING_PATH = '/onboarding/complete/';

/** True when the params of a matched route pass its page validation. */
export const validateRouteParams = (route: RouteDef, params: Record<string, string | undefined>): boolean =>
  route.params ? route.params.safeParse(params).success : true;

/** A path without its trailing slash gets one (spec: all routes end with a trailing slash). */
export const withTrailingSlash = (pathname: string): string =>
  pathname.endsWith('/') ? pathname : `${pathname}/`;
