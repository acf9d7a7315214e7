/**
 * The route table of spec section 2: every route, its owning package, its layout and the schema its
 * parameters must pass ("page validation"). The shell matches paths against it; each remote renders the
 * routes it owns from the same table, so the two can never disagree.
 */
import { z } from 'zod';

export const REMOTES = ['mfe_onboarding', 'mfe_plans', 'mfe_providers', 'mfe_member'] as const;
export type RemoteName = (typeof REMOTES)[number];
export type RouteOwner = RemoteName | 'shell';

export type LayoutKind = 'default' | 'pre-meeting' | 'embedding' | 'transactional' | 'session-managed';

/** Plan ids: CMS-like or carrier ids, letters, digits and dashes. */
export const planIdSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{2,63}$/);
const uuidLike = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/);
const slug = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/);
const digitsId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

export const MULTISTEP_STEPS = ['contact', 'dental', 'doctor', 'drug', 'medicare', 'name', 'zip'] as const;
export const MEDIGAP_SOURCES = ['csg', 'connecture'] as const;

export interface RouteDef {
  /** Stable id, also the key a remote uses to find the page component. */
  id: string;
  /** react-router pattern; always ends with a trailing slash. */
  path: string;
  owner: RouteOwner;
  layout: LayoutKind;
  /** Parameters that must pass for the page to exist; a failure shows the 404 page. */
  params?: z.ZodType<Record<string, string | undefined>>;
  /** A concrete path for tests and docs. */
  sample: string;
  title: string;
}

const opt = <T extends z.ZodType>(s: T) => s.optional();

const r = (
  id: string,
  path: string,
  owner: RouteOwner,
  title: string,
  extra: Partial<Pick<RouteDef, 'layout' | 'params' | 'sample'>> = {},
): RouteDef => ({
  id,
  path,
  owner,
  title,
  layout: extra.layout ?? 'default',
  ...(extra.params ? { params: extra.params } : {}),
  sample: extra.sample ?? path,
});

const premeeting = (suffix: string, id: string, title: string) =>
  r(id, `/member/:accountId/opp/:websiteReferenceId?/${suffix}/`, 'mfe_member', title, {
    layout: 'pre-meeting',
    params: z.object({ accountId: digitsId, websiteReferenceId: opt(uuidLike) }),
    sample: `/member/A1001/opp/WR12345/${suffix}/`,
  });

export const ROUTES: readonly RouteDef[] = [
  r('not-found', '/404/', 'shell', 'Error 404'),

  // mfe-plans
  r('home', '/', 'mfe_plans', 'Choose a plan type'),
  r('plans-all', '/plans/all/', 'mfe_plans', 'Compare plans'),
  r('plans-compare', '/plans/compare/', 'mfe_plans', 'Compare plans side by side', {
    sample: '/plans/compare/?type=hmo',
  }),
  r('plans-hmo', '/plans/hmo/', 'mfe_plans', 'HMO plans'),
  r('plans-hmo-detail', '/plans/hmo/:id/', 'mfe_plans', 'HMO plan details', {
    params: z.object({ id: planIdSchema }),
    sample: '/plans/hmo/H1234-001-000/',
  }),
  r('plans-ppo', '/plans/ppo/', 'mfe_plans', 'PPO plans'),
  r('plans-ppo-detail', '/plans/ppo/:id/', 'mfe_plans', 'PPO plan details', {
    params: z.object({ id: planIdSchema }),
    sample: '/plans/ppo/H1234-002-000/',
  }),
  r('plans-pdp', '/plans/pdp/:id?/', 'mfe_plans', 'Part D plans', {
    params: z.object({ id: opt(planIdSchema) }),
    sample: '/plans/pdp/',
  }),
  r('plans-medigap', '/plans/medigap/', 'mfe_plans', 'Medicare Supplement plans'),
  r('plans-medigap-detail', '/plans/medigap/:source/:id?/', 'mfe_plans', 'Medicare Supplement plan details', {
    params: z.object({ source: z.enum(MEDIGAP_SOURCES), id: opt(planIdSchema) }),
    sample: '/plans/medigap/csg/G-1234567890123/',
  }),
  r('drugs', '/drugs/', 'mfe_plans', 'Your drugs'),
  r('drugs-add', '/drugs/add-drug/:drug?/', 'mfe_plans', 'Add a drug', {
    params: z.object({ drug: opt(slug) }),
    sample: '/drugs/add-drug/',
  }),
  r('supplements', '/supplements/', 'mfe_plans', 'Medicare Supplement insurance'),
  r('enroll', '/enroll/:carrierName?/:id?/', 'mfe_plans', 'Enroll', {
    layout: 'transactional',
    params: z.object({ carrierName: opt(slug), id: opt(planIdSchema) }),
    sample: '/enroll/',
  }),

  // mfe-onboarding
  r('onboarding', '/onboarding/', 'mfe_onboarding', 'Get started'),
  ...(['card', 'complete', 'info', 'med-ab', 'multistep', 'year'] as const).map((p) =>
    r(`onboarding-${p}`, `/onboarding/${p}/`, 'mfe_onboarding', `Onboarding: ${p}`),
  ),
  r('onboarding-step', '/onboarding/multistep/step/:step/', 'mfe_onboarding', 'Onboarding step', {
    params: z.object({ step: z.enum(MULTISTEP_STEPS) }),
    sample: '/onboarding/multistep/step/zip/',
  }),
  r('quiz', '/quiz/', 'mfe_onboarding', 'Medicare quiz'),
  r('quiz-enrollmentdate', '/quiz/enrollmentdate/', 'mfe_onboarding', 'When can you enroll?'),
  r('quiz-post-submit', '/quiz/enrollmentdate/post-submit/', 'mfe_onboarding', 'Thank you'),
  r('quiz-results', '/quiz/enrollmentdate/results/', 'mfe_onboarding', 'Your enrollment dates'),
  r('lead', '/lead/', 'mfe_onboarding', 'Get help from a licensed agent'),
  r('zip-check', '/zip-check/', 'mfe_onboarding', 'Check your ZIP code'),
  r('prefill', '/prefill/:uuid?/', 'mfe_onboarding', 'Welcome back', {
    layout: 'session-managed',
    params: z.object({ uuid: opt(uuidLike) }),
    sample: '/prefill/',
  }),
  r('preferences', '/preferences/', 'mfe_onboarding', 'Your benefit preferences'),
  r('open-funnel-control', '/open-funnel-control/', 'mfe_onboarding', 'Find your Medicare plan'),
  r('open-funnel-test', '/open-funnel-test/', 'mfe_onboarding', 'Find your Medicare plan'),

  // mfe-providers
  r('providers-search', '/providers/search/', 'mfe_providers', 'Find your doctors'),
  r('pharmacy', '/pharmacy/', 'mfe_providers', 'Find your pharmacy'),
  r('pharmacy-detail', '/pharmacy/:id/', 'mfe_providers', 'Pharmacy details', {
    params: z.object({ id: digitsId }),
    sample: '/pharmacy/PH1001/',
  }),
  r('provider-network', '/provider/network/', 'mfe_providers', 'Provider network'),

  // mfe-member
  r('member', '/member/', 'mfe_member', 'Member home', { layout: 'pre-meeting' }),
  r('member-opp', '/member/:accountId/opp/:websiteReferenceId/', 'mfe_member', 'Your meeting', {
    layout: 'pre-meeting',
    params: z.object({ accountId: digitsId, websiteReferenceId: uuidLike }),
    sample: '/member/A1001/opp/WR12345/',
  }),
  premeeting('anoc', 'member-anoc', 'Annual notice of changes'),
  premeeting('next-steps', 'member-next-steps', 'Next steps'),
  premeeting('personalization', 'member-personalization', 'Personalization'),
  r('self-schedule', '/self-schedule/', 'mfe_member', 'Schedule a call with a licensed agent'),
  r('meeting-confirm', '/meeting/:meetingId?/confirm/', 'mfe_member', 'Confirm your meeting', {
    params: z.object({ meetingId: opt(uuidLike) }),
    sample: '/meeting/M1001/confirm/',
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
    params: z.object({ websiteReferenceId: opt(uuidLike) }),
    sample: '/scope-of-appointment/WR12345/',
  }),
  r('esign', '/esign/:documentId?/', 'mfe_member', 'Sign your document', {
    layout: 'transactional',
    params: z.object({ documentId: opt(uuidLike) }),
    sample: '/esign/D1001/',
  }),
  r('partner-form', '/partner/:partner?/form/', 'mfe_member', 'Partner form', {
    params: z.object({ partner: opt(slug) }),
    sample: '/partner/acme/form/',
  }),
  r('partner-thank-you', '/partner/:partner?/thank-you/', 'mfe_member', 'Thank you', {
    params: z.object({ partner: opt(slug) }),
    sample: '/partner/acme/thank-you/',
  }),
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
