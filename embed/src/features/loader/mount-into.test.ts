import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  APP_KEY,
  type MountedPlanFinder,
  type MountOptions,
  type PlanFinderApp,
  type PlanFinderProps,
} from '../../contract';

/** Stands in for embed-app.js: the loader injects a script whose load registers the app under APP_KEY. */
const serveApp = (app: PlanFinderApp | null) => {
  const append = document.head.append.bind(document.head);
  return vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) {
      if (!(node instanceof HTMLScriptElement)) continue;
      queueMicrotask(() => {
        if (app) {
          (globalThis as Record<symbol, unknown>)[APP_KEY] = Promise.resolve(app);
          node.onload?.(new Event('load'));
        } else node.onerror?.(new Event('error'));
      });
      return;
    }
    append(...nodes);
  });
};

// loadApp keeps the app once loaded for the whole page: each test is a new page.
const freshMountInto = async () => {
  vi.resetModules();
  return (await import('./mount-into')).mountInto;
};

afterEach(() => {
  vi.restoreAllMocks();
  delete (globalThis as Record<symbol, unknown>)[APP_KEY];
});

describe('mountInto', () => {
  it('shows a loading line, mounts with the props, passes updates, and empties the shadow root on unmount', async () => {
    const mounted: MountedPlanFinder = { update: vi.fn(), unmount: vi.fn() };
    let options: MountOptions | null = null;
    const mount = vi.fn(async (target: ShadowRoot, _props: PlanFinderProps, given: MountOptions) => {
      options = given;
      target.replaceChildren(document.createElement('section'));
      return mounted;
    });
    serveApp({ mount });
    const mountInto = await freshMountInto();
    const host = document.createElement('div');
    const events: unknown[] = [];
    host.addEventListener('compare', (event) => events.push((event as CustomEvent).detail));
    const props = { zip: '85004', partner: null, planType: null, lang: 'en' as const };
    const mounting = mountInto(host, props, 'http://embed.test/plan-finder.js');
    expect(host.shadowRoot?.textContent).toBe('Loading the plan finder…');
    await mounting.ready;
    expect(mount).toHaveBeenCalledWith(
      host.shadowRoot,
      props,
      expect.objectContaining({ assetBase: 'http://embed.test/plan-finder.js' }),
    );
    options!.emit('compare', { planIds: ['A'] });
    expect(events).toEqual([{ planIds: ['A'] }]);
    const next = { ...props, partner: 'silver-path' };
    mounting.update(next);
    expect(mounted.update).toHaveBeenCalledWith(next);
    mounting.unmount();
    expect(mounted.unmount).toHaveBeenCalled();
    expect(host.shadowRoot?.childNodes.length).toBe(0);
  });

  it('passes on a change made while the app was mounting (a lang set just after the element was added)', async () => {
    const mounted: MountedPlanFinder = { update: vi.fn(), unmount: vi.fn() };
    let finishMount: (finder: MountedPlanFinder) => void = () => {};
    const mount = vi.fn(
      () =>
        new Promise<MountedPlanFinder>((resolve) => {
          finishMount = resolve;
        }),
    );
    serveApp({ mount });
    const mountInto = await freshMountInto();
    const props = { zip: null, partner: null, planType: null, lang: 'en' as const };
    const mounting = mountInto(document.createElement('div'), props, 'http://embed.test/plan-finder.js');
    await vi.waitFor(() => expect(mount).toHaveBeenCalled());
    const spanish = { ...props, lang: 'es' as const };
    mounting.update(spanish);
    finishMount(mounted);
    await mounting.ready;
    expect(mounted.update).toHaveBeenCalledWith(spanish);
  });

  it('never mounts an element removed while the plan finder was loading', async () => {
    const mount = vi.fn();
    serveApp({ mount });
    const mountInto = await freshMountInto();
    const host = document.createElement('div');
    const mounting = mountInto(
      host,
      { zip: null, partner: null, planType: null, lang: 'en' as const },
      'http://embed.test/x.js',
    );
    mounting.unmount();
    await mounting.ready;
    expect(mount).not.toHaveBeenCalled();
    expect(host.shadowRoot?.childNodes.length).toBe(0);
  });

  it('shows the failure with the partner phone when the plan finder cannot load', async () => {
    serveApp(null);
    const mountInto = await freshMountInto();
    const host = document.createElement('div');
    await mountInto(
      host,
      { zip: null, partner: 'silver-path', planType: null, lang: 'en' as const },
      'http://embed.test/plan-finder.js',
    ).ready;
    const alert = host.shadowRoot?.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('could not be loaded');
    expect(alert?.querySelector('a')?.getAttribute('href')).toBe('tel:+18889848120');
  });

  it('writes its loading line and its failure in Spanish for a Spanish finder', async () => {
    serveApp(null);
    const mountInto = await freshMountInto();
    const host = document.createElement('div');
    const mounting = mountInto(
      host,
      { zip: null, partner: null, planType: null, lang: 'es' },
      'http://embed.test/plan-finder.js',
    );
    expect(host.shadowRoot?.textContent).toBe('Cargando el buscador de planes…');
    await mounting.ready;
    const alert = host.shadowRoot?.querySelector('[role="alert"]');
    expect(alert?.getAttribute('lang')).toBe('es');
    expect(alert?.textContent).toContain('No se pudo cargar el buscador de planes.');
    expect(alert?.textContent).toContain('(TTY:711)');
  });
});
