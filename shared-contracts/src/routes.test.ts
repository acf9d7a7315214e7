import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { REMOTES, ROUTES, validateRouteParams, withTrailingSlash } from './routes';

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
