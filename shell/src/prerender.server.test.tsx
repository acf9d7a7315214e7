import { configForApiBase, type RemotePagesModule, routeById } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { describe, expect, it, vi } from 'vitest';
import { commonMessages } from 'web-kit/messages';
import { retryableLazy } from 'web-kit/pages';
import {
  prerenderPaths,
  renderFrame,
  renderPage,
  renderPages,
  renderRouteFrames,
  routeFramePath,
  sampleValuesShown,
} from './prerender.server';

/** A remote page's loading state (PageLoading), not the ZIP prompt's live region (also a status). */
const LOADING = `<p role="status" aria-live="polite">${commonMessages.loading}</p>`;

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
    // Open and not inert: the page's inline script keeps what is typed there for the live prompt.
    expect(html).toMatch(/<dialog[^>]*open=""[^>]*data-prerendered="true"[^>]*data-testid="zip-modal"/);
    expect(html).not.toMatch(/<dialog[^>]*inert=""/);
    expect(html).toMatch(/<button type="submit" disabled=""[^>]*data-busy-label="Checking your area…"/);
    expect(html).toContain('Please enter your ZIP code');
    expect(html).toContain(LOADING);
  });

  it('has no ZIP prompt where the route has none', () => {
    const html = renderFrame(route('onboarding-step'), '/onboarding/multistep/step/zip/', config);
    expect(html).toContain('href="tel:');
    expect(html).not.toContain('data-testid="zip-modal"');
  });

  it('renders one page per prerendered path of the remote routes', async () => {
    const paths = (await renderPages(config, {})).map((f) => f.path);
    expect(paths).toContain('/');
    expect(paths).toContain('/providers/search/');
    expect(new Set(paths).size).toBe(paths.length);
  });
});

const plans = (home: RemotePagesModule['pages'][string]): RemotePagesModule => ({
  pages: { home },
  buildLabel: 'test',
});

describe('renderPage', () => {
  it("puts the remote's page, its lazy code loaded, in the frame in RemotePage's wrapper", async () => {
    const Home = retryableLazy(async () => ({ default: () => <h1>Choose a plan type</h1> }), 'home');
    const { html, fallback } = await renderPage(route('home'), '/', config, { mfe_plans: plans(Home) });
    expect(fallback).toBeUndefined();
    expect(html).toMatch(
      /<div data-remote="mfe_plans" data-remote-build="" data-prerendered-page="true" inert="">(<!--\$-->)?<h1>Choose a plan type<\/h1>/,
    );
    expect(html).toContain('href="tel:+16232238884"');
    expect(html).not.toContain(LOADING);
    expect(html).not.toContain('<script');
  });

  it('keeps the loading state, saying why, for a page that throws while it renders', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new ReferenceError('window is not defined');
    };
    const { html, fallback } = await renderPage(route('home'), '/', config, { mfe_plans: plans(Broken) });
    vi.restoreAllMocks();
    expect(fallback).toBe('window is not defined');
    expect(html).toBe(renderFrame(route('home'), '/', config));
    expect(html).toContain(LOADING);
    expect(html).not.toContain('data-remote=');
  });

  it('keeps the loading state for a page that does not finish in time (never half a page)', async () => {
    const Never = retryableLazy(() => new Promise<never>(() => {}), 'home');
    const { html, fallback } = await renderPage(
      route('home'),
      '/',
      config,
      { mfe_plans: plans(Never) },
      { timeoutMs: 50 },
    );
    expect(fallback).toBeTruthy();
    expect(html).toBe(renderFrame(route('home'), '/', config));
  });

  it('keeps the loading state for a remote it was not given', async () => {
    const { html, fallback } = await renderPage(route('providers-search'), '/providers/search/', config, {});
    expect(fallback).toBe('no pages module of mfe_providers to render');
    expect(html).toContain(LOADING);
  });
});

describe('route frames (a framed route: an id in its path)', () => {
  it("are rendered at a framed route's sample path, which no prerendered page covers", () => {
    expect(routeFramePath(route('member-opp'))).toBe('/member/A1001/opp/WR12345/');
    expect(routeFramePath(route('member-next-steps'))).toBe('/member/A1001/opp/WR12345/next-steps/');
  });

  it('are not rendered for a route the table does not frame, or one without an id in its path', () => {
    // A plan's details take their title, the plan's name, from the data.
    expect(routeFramePath(route('plans-hmo-detail'))).toBeNull();
    expect(routeFramePath(route('plans-all'))).toBeNull();
    expect(routeFramePath({ ...route('plans-all'), framed: true })).toBeNull();
  });

  it("name the sample's values a page shows, but not those that are whole path segments of its links", () => {
    const opp = route('member-opp');
    expect(sampleValuesShown(opp, '<a href="/member/A1001/opp/WR12345/anoc/">1</a>')).toEqual([]);
    expect(sampleValuesShown(opp, '<p>Account a1001</p>')).toEqual(['A1001']);
    expect(sampleValuesShown(opp, '<a href="/x/?ref=WR12345">1</a>')).toEqual(['WR12345']);
  });

  const memberPages = (opp: RemotePagesModule['pages'][string]): RemotePagesModule => ({
    pages: { 'member-opp': opp, 'member-anoc': opp, 'member-next-steps': opp, 'member-personalization': opp },
    buildLabel: 'test',
  });

  it("show a member page as a link's holder sees it while the account opens", async () => {
    const Opp = () => {
      const { member } = useHost();
      return <h1>{`Your information (${member.status})`}</h1>;
    };
    const frames = await renderRouteFrames(config, { mfe_member: memberPages(Opp) });
    expect(frames.map((f) => f.routeId)).toEqual([
      'member-opp',
      'member-anoc',
      'member-next-steps',
      'member-personalization',
    ]);
    const [opp] = frames;
    expect(opp?.fallback).toBeUndefined();
    expect(opp?.html).toMatch(
      /<div data-remote="mfe_member"[^>]*inert="">(<!--\$-->)?<h1>Your information \(exchanging\)<\/h1>/,
    );
  });

  it('are not written when the page shows a value of the sample (the fallback says which)', async () => {
    const Opp = () => <h1>Account A1001</h1>;
    const [opp] = await renderRouteFrames(config, { mfe_member: memberPages(Opp) });
    expect(opp?.fallback).toBe("the page shows the sample's A1001");
  });
});
