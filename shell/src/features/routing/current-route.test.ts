import { describe, expect, it } from 'vitest';
import { matchRoute } from './current-route';

const chromeOf = (path: string) => matchRoute(path).route.chrome;

describe('the route a path renders', () => {
  it('matches as <Routes> ranks: the most specific pattern wins', () => {
    expect(matchRoute('/member/A1/opp/personalization/')).toMatchObject({
      route: { id: 'member-personalization' },
      params: { accountId: 'A1' },
    });
    expect(matchRoute('/member/A1/opp/WR1/')).toMatchObject({
      route: { id: 'member-opp' },
      params: { accountId: 'A1', websiteReferenceId: 'WR1' },
    });
    expect(matchRoute('/partner/silver-path/form/')).toMatchObject({
      route: { id: 'partner-form' },
      params: { partner: 'silver-path' },
    });
    expect(matchRoute('/scope-of-appointment/confirmation/').route.id).toBe('soa-confirmation');
  });

  it('answers the same path again with the same match, without matching again; another path with its own', () => {
    const first = matchRoute('/plans/all/');
    expect(matchRoute('/plans/all/')).toBe(first);
    const other = matchRoute('/member/A1/opp/WR1/');
    expect(other).not.toBe(first);
    expect(other).toMatchObject({ route: { id: 'member-opp' }, params: { accountId: 'A1' } });
    expect(matchRoute('/plans/all/')).toEqual(first);
    expect(matchRoute('/plans/all/').route.id).toBe('plans-all');
  });

  it('gives an unknown path the not-found route', () => {
    expect(matchRoute('/definitely/not/here/')).toEqual({
      route: expect.objectContaining({ id: 'not-found' }),
      params: {},
    });
  });

  it.each([
    ['/onboarding/', 1],
    ['/onboarding/card/', 1],
    ['/prefill/abc/', 1],
    ['/member/', 1],
    ['/onboarding/complete/', 2],
    ['/', 2],
    ['/plans/all/', 3],
    ['/enroll/acme/H1234-001-000/', 3],
    ['/pharmacy/', 3],
  ])('current step on %s is %i', (path, step) => expect(chromeOf(path).drawerSteps.current).toBe(step));

  it.each([
    ['/onboarding/multistep/', false],
    ['/onboarding/multistep/step/zip/', false],
    ['/quiz/enrollmentdate/', false],
    ['/zip-check/', false],
    ['/plans/compare/', false],
    ['/meeting/3f6c2b1e-8a4d-4c2e-9b7a-2d5e8f1a0c93/confirm/', false],
    ['/provider/network/', false],
    ['/plans/all/', true],
    ['/', true],
    ['/onboarding/', true],
  ])('drawer on %s: %s', (path, shown) => expect(chromeOf(path).drawer).toBe(shown));

  it('navigates on a step click except on /onboarding/ itself', () => {
    expect(chromeOf('/onboarding/').drawerSteps.navigable).toBe(false);
    expect(chromeOf('/onboarding/card/').drawerSteps.navigable).toBe(true);
  });

  it('reads the pre-meeting step from the member page', () => {
    expect(chromeOf('/member/A1/opp/WR1/personalization/').drawerSteps).toMatchObject({
      flow: 'pre-meeting',
      current: 2,
    });
    expect(chromeOf('/member/A1/opp/WR1/next-steps/').drawerSteps.current).toBe(3);
    expect(chromeOf('/member/A1/opp/WR1/').drawerSteps.current).toBe(1);
    expect(chromeOf('/member/').drawerSteps.flow).toBe('main');
  });

  it('keeps the ZIP modal off the provider pages, both /providers/ and /provider/', () => {
    expect(chromeOf('/providers/search/').zipModal).toBe(false);
    expect(chromeOf('/provider/network/').zipModal).toBe(false);
    expect(chromeOf('/pharmacy/').zipModal).toBe(true);
  });
});
