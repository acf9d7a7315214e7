/**
 * Build-time rendering of each route's page (scripts/prerender.mjs runs it in Node, bundled with every
 * remote's `./pages` module, which it is handed: the shell never imports a remote): the chrome with the
 * phone, the ZIP prompt where the route has one, the remote's page itself (inside the same RemotePage
 * wrapper the browser renders; a page whose data comes from the api shows its own loading state, as in
 * the browser before the data arrives) and the footer, as a first visit sees them before any script runs.
 * A page that cannot render in Node keeps the frame's loading state. The browser's first render replaces
 * it (bootstrap), once the page's remote is loaded (features/routing/first-page.ts).
 */

import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { matchPath, Route, Routes, StaticRouter } from 'react-router-dom';
import {
  DEFAULT_LANGUAGE,
  type Language,
  planYearFor,
  type RemoteName,
  type RemotePagesModule,
  ROUTES,
  type RouteDef,
  type RuntimeConfig,
} from 'shared-contracts';
import { newTransactionId } from 'shared-contracts/http';
import { createHostValue, type MemberAccessState } from 'shared-contracts/react';
import { catalogues, loadAllSpanish, loadSpanish } from 'web-kit/i18n';
import { HostProviders } from 'web-kit/query';
import * as z from 'zod/mini';
import { initialAppState } from './features/app-state';
import { firstShellState, ShellContext } from './features/host';
import { Layout } from './features/layout';
import { pageHeadMessages } from './features/page-head';
import { PageLoading } from './features/routing';
import { RemotePage } from './features/routing/RemotePage';
import { createZipModalActor } from './features/zip-modal';
import { seedRemotePages } from './federation/registry';

/**
 * The paths of a route known at build time: optional parameters left out, a required one once per
 * value when its schema is a list of values (the onboarding steps); none when it is an id.
 */
export const prerenderPaths = (route: RouteDef): string[] => {
  let paths = [''];
  for (const segment of route.path.split('/').filter(Boolean)) {
    if (!segment.startsWith(':')) {
      paths = paths.map((p) => `${p}/${segment}`);
      continue;
    }
    if (segment.endsWith('?')) continue;
    const schema = route.params instanceof z.ZodMiniObject ? route.params.shape[segment.slice(1)] : undefined;
    if (!(schema instanceof z.ZodMiniEnum)) return [];
    paths = paths.flatMap((p) => schema.options.map((value) => `${p}/${String(value)}`));
  }
  return paths.map((p) => `${p}/`);
};

/**
 * Where a framed route (`RouteDef.framed`: an id in its path, a page whose title and top come before its
 * data) is rendered at build time: its sample path, when that is a concrete path no prerendered page
 * covers. Its page is the route's frame (scripts/prerender.mjs: `route-frames/<id>.html`), served for any
 * valid path of the route in place of the bare app page (spa.html), so the chrome, the page's title and
 * what it says before its data are there at the first paint. None for any other route.
 */
export const routeFramePath = (route: RouteDef): string | null => {
  if (!route.framed || route.owner === 'shell' || !route.path.includes('/:')) return null;
  if (route.sample.includes(':')) return null;
  if (!matchPath(route.path, route.sample) || prerenderPaths(route).includes(route.sample)) return null;
  return route.sample;
};

/**
 * The sample's own values (an id, an account number) that a route's frame shows anywhere but as a whole
 * path segment of a link: a frame serves every path of the route, and the server puts the path's own
 * values in those segments (scripts/lib/shell-page.mjs), nowhere else; so a frame must show none
 * elsewhere (compared without case).
 */
export const sampleValuesShown = (route: RouteDef, html: string): string[] => {
  const values = Object.values(matchPath(route.path, route.sample)?.params ?? {}).filter(
    (value): value is string => !!value,
  );
  // What the server leaves of the sample: all but a link's path segments that are one of its values.
  const left = html
    .replace(/ href="([^"]*)"/g, (_, href: string) =>
      href
        .split('/')
        .filter((segment) => !values.includes(segment))
        .join('/'),
    )
    .toLowerCase();
  return values.filter((value) => left.includes(value.toLowerCase()));
};

/**
 * The member's access in a route's frame: a member page's link is being opened (the state of a visit that
 * holds the link, and of a returning member while the account loads: the page's title and intro over its
 * loading line), never "this page needs your link", which the first render shows if it is so.
 */
const FRAME_MEMBER: MemberAccessState = { status: 'exchanging', accountId: null };

/** One route's frame: its id, the path rendered, its HTML, and why it kept the loading state if it did. */
export interface RouteFrame extends PrerenderedPage {
  routeId: string;
}

/**
 * The frame of every framed route (routeFramePath), rendered as a member link's holder sees the page
 * before its data. One with a `fallback` is not written (its paths keep the app's page): its page did not
 * render, or it shows a value of the sample elsewhere than as a whole path segment of a link.
 */
export const renderRouteFrames = async (
  config: RuntimeConfig,
  remotes: PrerenderRemotes,
  options?: RenderOptions,
): Promise<RouteFrame[]> => {
  const frames: RouteFrame[] = [];
  for (const route of ROUTES) {
    const path = routeFramePath(route);
    if (!path) continue;
    const page = await renderPage(route, path, config, remotes, { ...options, member: FRAME_MEMBER });
    const shown = page.fallback ? [] : sampleValuesShown(route, page.html);
    frames.push({
      routeId: route.id,
      path,
      ...page,
      ...(shown.length ? { fallback: `the page shows the sample's ${shown.join(', ')}` } : {}),
    });
  }
  return frames;
};

/** Each remote's `./pages` module, as the build bundles it (a remote left out keeps the loading state). */
export type PrerenderRemotes = Partial<Record<RemoteName, RemotePagesModule>>;

/** How long a page may take to render (its lazy code loaded, in Node) before it keeps the loading state. */
export const PAGE_RENDER_TIMEOUT_MS = 10_000;

/** One prerendered page: its path, its HTML, and why it kept the loading state when it did. */
export interface PrerenderedPage {
  path: string;
  html: string;
  /** Set when the remote's page could not render in Node: the frame's loading state stands in for it. */
  fallback?: string;
}

/** How a page is rendered: its time limit, and the language of a visit that chose it (English by default). */
export interface RenderOptions {
  timeoutMs?: number;
  language?: Language;
  /** The member's access the page sees (a first visit's: none). */
  member?: MemberAccessState;
}

/** Every prerendered page of the remote routes, in the route table's order. */
export const renderPages = async (
  config: RuntimeConfig,
  remotes: PrerenderRemotes,
  options?: RenderOptions,
): Promise<PrerenderedPage[]> => {
  const pages: PrerenderedPage[] = [];
  for (const route of ROUTES) {
    if (route.owner === 'shell') continue;
    for (const path of prerenderPaths(route)) {
      pages.push({ path, ...(await renderPage(route, path, config, remotes, options)) });
    }
  }
  return pages;
};

/**
 * Every prerendered page in a language. A catalogue's Spanish is known once its module has run, and a
 * page's lazy parts run on its first render: so the Spanish of every catalogue known is loaded and the
 * pages rendered, again while a render made new catalogues known (a page is never written with a
 * catalogue still in English).
 */
export const renderPagesIn = (
  language: Language,
  config: RuntimeConfig,
  remotes: PrerenderRemotes,
  options?: Omit<RenderOptions, 'language'>,
): Promise<PrerenderedPage[]> =>
  renderInLanguage(language, () => renderPages(config, remotes, { ...options, language }));

/** Every route's frame in a language (renderRouteFrames), the Spanish of its catalogues known as above. */
export const renderRouteFramesIn = (
  language: Language,
  config: RuntimeConfig,
  remotes: PrerenderRemotes,
  options?: Omit<RenderOptions, 'language'>,
): Promise<RouteFrame[]> =>
  renderInLanguage(language, () => renderRouteFrames(config, remotes, { ...options, language }));

const renderInLanguage = async <T,>(language: Language, render: () => Promise<T>): Promise<T> => {
  for (;;) {
    const known = catalogues().length;
    if (language === 'es') await loadAllSpanish();
    const rendered = await render();
    if (language !== 'es' || catalogues().length === known) return rendered;
  }
};

export { configForApiBase, LANGUAGES } from 'shared-contracts';

/**
 * What the template says in a language: its `<html lang>`, its title and its description, and the words
 * of the boot fallback (shown until the app starts, and if it never does).
 */
export const pageHead = async (language: Language) => {
  const m = language === 'es' ? await loadSpanish(pageHeadMessages) : pageHeadMessages;
  return { lang: language, title: m.title, description: m.description, bootFallback: m.bootFallback };
};

/** The tree of one route as a first visit's browser renders it, with `page` where the page goes. */
const firstVisit = (
  route: RouteDef,
  path: string,
  config: RuntimeConfig,
  page: ReactNode,
  language: Language,
  member?: MemberAccessState,
) => {
  const app = { ...initialAppState(planYearFor(new Date()), newTransactionId()), language };
  const host = createHostValue(config, { host: 'shell', language, ...(member ? { member } : {}) });
  // A first visit: no ZIP yet, so the route's ZIP prompt is open (the actor decides, as in the browser).
  // Nothing is looked up or saved at build time.
  const noApi = () => Promise.reject(new Error('no api at build time'));
  const zipModal = createZipModalActor({ fetchCounties: noApi, saveLocation: noApi }, { zip: '' });
  zipModal.start();
  const shell = firstShellState(app, zipModal, true);
  const tree = (
    <StaticRouter location={path}>
      <HostProviders host={host}>
        <ShellContext.Provider value={shell}>
          <Routes>
            <Route path={route.path} element={<Layout route={route}>{page}</Layout>} />
          </Routes>
        </ShellContext.Provider>
      </HostProviders>
    </StaticRouter>
  );
  return { tree, stop: () => zipModal.stop() };
};

/** The route's frame: chrome, phone, ZIP prompt, footer, and the loading state where the page goes. */
export const renderFrame = (
  route: RouteDef,
  path: string,
  config: RuntimeConfig,
  language: Language = DEFAULT_LANGUAGE,
): string => {
  const { tree, stop } = firstVisit(route, path, config, <PageLoading />, language);
  try {
    return renderToString(tree);
  } finally {
    stop();
  }
};

/** The first line of what went wrong, for the build's one line about the page. */
const messageOf = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';

/**
 * The route's page: its frame with the remote's page in it (what the browser renders, in RemotePage's
 * wrapper), every lazy part of it loaded. A page that throws in Node, does not finish within
 * `timeoutMs` or whose remote is not at hand keeps the frame's loading state, and `fallback` says why:
 * never half a page.
 */
export const renderPage = async (
  route: RouteDef,
  path: string,
  config: RuntimeConfig,
  remotes: PrerenderRemotes,
  { timeoutMs = PAGE_RENDER_TIMEOUT_MS, language = DEFAULT_LANGUAGE, member }: RenderOptions = {},
): Promise<{ html: string; fallback?: string }> => {
  const remote = route.owner === 'shell' ? undefined : remotes[route.owner];
  const frame = (fallback: string) => ({ html: renderFrame(route, path, config, language), fallback });
  if (!remote || route.owner === 'shell') return frame(`no pages module of ${route.owner} to render`);
  seedRemotePages(route.owner, remote);
  const { tree, stop } = firstVisit(route, path, config, <RemotePage route={route} />, language, member);
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerender(tree, {
      signal: AbortSignal.timeout(timeoutMs),
      // Every boundary inline, in document order: a large one would otherwise be sent after the rest
      // with a script that moves it into place, and these pages run no React script over their HTML.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        errors.push(error);
      },
    });
    const html = await new Response(prelude).text();
    if (errors.length) return frame(messageOf(errors[0]));
    // A prerender that finished has no script of React's streaming in it (only comment markers).
    if (html.includes('<script') || html.includes('<template')) return frame('it did not finish rendering');
    return { html };
  } catch (error) {
    return frame(messageOf(errors[0] ?? error));
  } finally {
    stop();
  }
};
