import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pageKindForPath } from './api/content';
import {
  PRE_MEETING_BASE_PATH,
  REMOTES,
  ROUTES,
  type RouteDef,
  routeById,
  validateRouteParams,
  withTrailingSlash,
} from './routes';

const paramsOf = (path: string, sample: string) =>
  matchPath(path, new URL(sample, 'http://x').pathname)?.params;

describe('route table', () => {
  it('has unique ids and every path ends with a trailing slash', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    for (const route of ROUTES) expect(route.path.endsWith('/'), route.path).toBe(true);
  });

  it('gives every remote some routes and covers the paths of spec section 2', () => {
    for (const remote of REMOTES) expect(ROUTES.some((r) => r.owner === remote)).toBe(true);
    const paths = ROUTES.map((r) => r.path);
    for (const expected of [
      '/',
      '/404/',
      '/plans/medigap/:source/:id?/',
      '/onboarding/multistep/step/:step/',
      '/member/:accountId/opp/:websiteReferenceId?/next-steps/',
      '/meeting/:meetingId?/confirm/',
      '/enroll/:carrierName?/:id?/',
      '/open-funnel-test/',
    ]) {
      expect(paths).toContain(expected);
    }
  });

  it.each(ROUTES.map((r) => [r.id, r] as const))(
    '%s: its sample matches its path and passes validation',
    (_id, route) => {
      const params = paramsOf(route.path, route.sample);
      expect(params).toBeDefined();
      expect(validateRouteParams(route, params ?? {})).toBe(true);
    },
  );

  it('takes every websiteReferenceId the api makes (base64url: it may start with - or _)', () => {
    for (const id of ['member-personalization', 'member-opp', 'soa']) {
      const route = routeById(id)!;
      for (const ref of ['-WgIAhQpbGYqXNTOWc5jDQ', '_w_qoTjH2bwvyhM0E8A0P', 'Aw_qoTjH2bwvyhM0E8A0PA'])
        expect(
          validateRouteParams(route, {
            accountId: 'c6dc34d5-a751-44de-a7bc-3b79ee3a8069',
            websiteReferenceId: ref,
          }),
        ).toBe(true);
    }
  });

  it('fails page validation for a malformed plan id or an unknown step', () => {
    const hmo = ROUTES.find((r) => r.id === 'plans-hmo-detail')!;
    expect(validateRouteParams(hmo, { id: 'not a plan!' })).toBe(false);
    const step = ROUTES.find((r) => r.id === 'onboarding-step')!;
    expect(validateRouteParams(step, { step: 'shoe-size' })).toBe(false);
    const medigap = ROUTES.find((r) => r.id === 'plans-medigap-detail')!;
    expect(validateRouteParams(medigap, { source: 'elsewhere' })).toBe(false);
  });

  it('adds the trailing slash', () => {
    expect(withTrailingSlash('/plans/all')).toBe('/plans/all/');
    expect(withTrailingSlash('/plans/all/')).toBe('/plans/all/');
  });
});

/** The ids of the routes with a fact, sorted: a whole-table pin that names every route it covers. */
const idsWhere = (fact: (route: RouteDef) => boolean) =>
  ROUTES.filter(fact)
    .map((r) => r.id)
    .sort();

const ONBOARDING = [
  'onboarding',
  'onboarding-card',
  'onboarding-complete',
  'onboarding-info',
  'onboarding-med-ab',
  'onboarding-multistep',
  'onboarding-step',
  'onboarding-year',
];
const QUIZ = ['quiz', 'quiz-enrollmentdate', 'quiz-post-submit', 'quiz-results'];
const PRE_MEETING = ['member', 'member-anoc', 'member-next-steps', 'member-opp', 'member-personalization'];
const TRANSACTIONAL = ['enroll', 'esign', 'soa', 'soa-confirmation'];
const PLANS = [
  'plans-all',
  'plans-compare',
  'plans-hmo',
  'plans-hmo-detail',
  'plans-medigap',
  'plans-medigap-detail',
  'plans-pdp',
  'plans-ppo',
  'plans-ppo-detail',
];
const sorted = (...groups: string[][]) => groups.flat().sort();

describe('route facts (spec 2 chrome, spec 4 phone page kind)', () => {
  it('hides the drawer on multistep onboarding, quiz, zip-check, compare, meeting and provider network, and in the layouts without one', () => {
    expect(idsWhere((r) => !r.chrome.drawer)).toEqual(
      sorted(
        ['onboarding-multistep', 'onboarding-step'],
        QUIZ,
        ['zip-check', 'plans-compare', 'meeting-confirm', 'provider-network'],
        TRANSACTIONAL,
        ['prefill'],
      ),
    );
  });

  it('hides the ZIP modal on onboarding, provider and prefill pages, and outside the default layout', () => {
    expect(idsWhere((r) => !r.chrome.zipModal)).toEqual(
      sorted(ONBOARDING, ['providers-search', 'provider-network', 'prefill'], PRE_MEETING, TRANSACTIONAL),
    );
  });

  it('makes the logo a home link except in quiz or onboarding', () => {
    expect(idsWhere((r) => !r.chrome.logoLinksHome)).toEqual(sorted(ONBOARDING, QUIZ));
  });

  it('shows the menu button only with a drawer, and not on quiz, pre-meeting and partner pages', () => {
    for (const route of ROUTES) if (route.chrome.menuButton) expect(route.chrome.drawer, route.id).toBe(true);
    const drawerWithoutMenu = idsWhere((r) => r.chrome.drawer && !r.chrome.menuButton);
    expect(drawerWithoutMenu).toEqual(sorted(PRE_MEETING, ['partner-form', 'partner-thank-you']));
    for (const id of QUIZ) expect(routeById(id)?.chrome.menuButton, id).toBe(false);
  });

  it('shows the disclaimers except on onboarding and quiz pages, and only in the default layout', () => {
    expect(idsWhere((r) => !r.chrome.disclaimers)).toEqual(
      sorted(ONBOARDING, QUIZ, PRE_MEETING, TRANSACTIONAL, ['prefill']),
    );
  });

  it('shows the loading notice except on onboarding and transactional pages', () => {
    expect(idsWhere((r) => !r.chrome.loadingModal)).toEqual(sorted(ONBOARDING, TRANSACTIONAL));
  });

  it('marks drawer step 1 for onboarding, prefill, card and member; 2 for complete and home; 3 for the rest', () => {
    const main = (current: number) =>
      idsWhere((r) => r.chrome.drawerSteps.flow === 'main' && r.chrome.drawerSteps.current === current);
    expect(main(1)).toEqual(
      sorted(
        ONBOARDING.filter((id) => id !== 'onboarding-complete'),
        ['prefill', 'member'],
      ),
    );
    expect(main(2)).toEqual(['home', 'onboarding-complete']);
    const third = main(3);
    expect(third).toEqual(
      expect.arrayContaining([...PLANS, 'enroll', 'pharmacy', 'drugs', 'not-found', 'partner-form']),
    );
    expect(third).toHaveLength(ROUTES.length - main(1).length - main(2).length - 4);
  });

  it('gives the member opportunity pages the pre-meeting steps: personalization 2, next steps 3, else 1', () => {
    const preMeeting = Object.fromEntries(
      ROUTES.filter((r) => r.chrome.drawerSteps.flow === 'pre-meeting').map((r) => [
        r.id,
        r.chrome.drawerSteps.current,
      ]),
    );
    expect(preMeeting).toEqual({
      'member-opp': 1,
      'member-anoc': 1,
      'member-personalization': 2,
      'member-next-steps': 3,
    });
  });

  it('gives the pre-meeting pages top bar, drawer and mobile step bar but no footer (spec 2)', () => {
    const preMeeting = ROUTES.filter((r) => r.layout === 'pre-meeting');
    expect(preMeeting.length).toBeGreaterThan(0);
    for (const route of preMeeting) expect(route.chrome.footer, route.id).toBe(false);
    expect(idsWhere((r) => r.layout === 'default' && r.chrome.footer !== true)).toEqual([]);
  });

  it('makes the steps links everywhere except on /onboarding/ itself', () => {
    expect(idsWhere((r) => !r.chrome.drawerSteps.navigable)).toEqual(['onboarding']);
  });

  it('gives each route the phone page kind of the spec 4 path rules', () => {
    const ids = (kind: string) => idsWhere((r) => r.chrome.phonePage === kind);
    expect(ids('plan-type-selection')).toEqual(['home', 'onboarding-complete']);
    expect(ids('landing-page')).toEqual(['open-funnel-control', 'open-funnel-test']);
    expect(ids('lead-collection')).toEqual(ONBOARDING.filter((id) => id !== 'onboarding-complete'));
    expect(ids('plans-page')).toEqual(PLANS);
    // The spec's rules are written over paths: every route's sample path agrees with its entry.
    for (const route of ROUTES)
      expect(route.chrome.phonePage, route.id).toBe(
        pageKindForPath(new URL(route.sample, 'http://x').pathname),
      );
  });

  it('marks the partner pages, whose partner comes from the route param', () => {
    expect(idsWhere((r) => r.chrome.partnerPage)).toEqual(['partner-form', 'partner-thank-you']);
    for (const id of ['partner-form', 'partner-thank-you']) {
      const route = routeById(id)!;
      expect(paramsOf(route.path, route.sample)).toEqual({ partner: 'acme' });
    }
  });

  it('builds the pre-meeting pages on the member opportunity base', () => {
    for (const id of ['member-anoc', 'member-next-steps', 'member-personalization'])
      expect(routeById(id)?.path.startsWith(PRE_MEETING_BASE_PATH), id).toBe(true);
  });
});
