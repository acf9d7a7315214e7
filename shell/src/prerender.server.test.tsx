import { configForApiBase, routeById } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { prerenderPaths, renderFrame, renderFrames } from './prerender.server';

const config = configForApiBase('http://api.test');
const route = (id: string) => {
  const found = routeById(id);
  if (!found) throw new Error(`no route ${id}`);
  return found;
};

describe('prerenderPaths', () => {
  it('keeps a path without parameters as it is', () => {
    expect(prerenderPaths(route('plans-all'))).toEqual(['/plans/all/']);
  });

  it('leaves optional parameters out', () => {
    expect(prerenderPaths(route('plans-pdp'))).toEqual(['/plans/pdp/']);
  });

  it('renders a required parameter once per value of its list', () => {
    expect(prerenderPaths(route('onboarding-step'))).toContain('/onboarding/multistep/step/zip/');
    expect(prerenderPaths(route('onboarding-step'))).toHaveLength(7);
  });

  it('skips a route whose required parameter is an id', () => {
    expect(prerenderPaths(route('plans-hmo-detail'))).toEqual([]);
  });
});

describe('renderFrame', () => {
  it('has the top bar with the phone, the open ZIP prompt and the loading state of a first visit', () => {
    const html = renderFrame(route('home'), '/', config);
    expect(html).toContain('data-testid="site-header"');
    expect(html).toContain('href="tel:+16232238884"');
    expect(html).toMatch(/<dialog[^>]*open=""[^>]*inert=""[^>]*data-testid="zip-modal"/);
    expect(html).toContain('Please enter your ZIP code');
    expect(html).toContain('role="status"');
  });

  it('has no ZIP prompt where the route has none', () => {
    const html = renderFrame(route('onboarding-step'), '/onboarding/multistep/step/zip/', config);
    expect(html).toContain('href="tel:');
    expect(html).not.toContain('data-testid="zip-modal"');
  });

  it('renders one page per prerendered path of the remote routes', () => {
    const paths = renderFrames(config).map((f) => f.path);
    expect(paths).toContain('/');
    expect(paths).toContain('/providers/search/');
    expect(new Set(paths).size).toBe(paths.length);
  });
});
