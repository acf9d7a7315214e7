/**
 * The contract test every remote runs (its `src/contract.test.ts` is one call): what it exposes as
 * `./pages` is exactly the routes the route table gives it, and its federation options name it, expose
 * `./pages` and share the host singletons at versions the host accepts (shared-contracts'
 * `HOST_SINGLETONS`, the same terms the release and the hosts check on the built manifest).
 */
import path from 'node:path';
import {
  contractProblems,
  HOST_SINGLETONS,
  isRemotePagesModule,
  type ManifestShared,
  type RemoteName,
  routesOf,
} from 'shared-contracts';
import { describe, expect, it, vi } from 'vitest';

/** The parts of a Module Federation options object the contract reads (tooling/rspack.mjs builds them). */
export interface FederationOptions {
  name: string;
  exposes?: Record<string, string>;
  shared: Record<string, { singleton?: boolean; version?: string; requiredVersion?: string | false }>;
}

export interface RemoteUnderTest {
  /** `() => import('./pages')`: what the remote exposes. */
  pages: () => Promise<unknown>;
  /** The remote's package folder: its `rspack.config.mjs` exports its `app`, the suite's tooling makes the options. */
  packageDir: string;
}

/** The federation options the remote's build uses (tooling/rspack.mjs `federationOptions(app)`). */
const federationOf = async (packageDir: string): Promise<FederationOptions> => {
  const { app } = await import(/* @vite-ignore */ path.join(packageDir, 'rspack.config.mjs'));
  const { federationOptions } = await import(
    /* @vite-ignore */ path.join(packageDir, '../tooling/rspack.mjs')
  );
  return federationOptions(app);
};

/** The page ids a remote's pages module has that it should not, and the ones it lacks. */
export const pageMismatch = (remote: RemoteName, pages: Record<string, unknown>) => {
  const owned = routesOf(remote).map((r) => r.id);
  const exposed = Object.keys(pages);
  return {
    missing: owned.filter((id) => !exposed.includes(id)),
    notOwned: exposed.filter((id) => !owned.includes(id)),
  };
};

/** The federation options as the manifest would record them, to run the one contract check over. */
const asManifest = (options: FederationOptions) => ({
  name: options.name,
  exposes: Object.keys(options.exposes ?? {}).map((path) => ({ path })),
  shared: Object.entries(options.shared).map(
    ([name, s]): ManifestShared => ({ ...s, name: name.replace(/\/$/, '') }),
  ),
});

export const describeRemoteContract = (remote: RemoteName, under: RemoteUnderTest) =>
  describe(`${remote} keeps the host contract`, () => {
    it('exposes a page for exactly the routes the route table gives it', async () => {
      // Defined by the build (DefinePlugin); the module reads it when it loads.
      vi.stubGlobal('__BUILD_LABEL__', 'contract-test');
      const exposed = await under.pages();
      vi.unstubAllGlobals();
      expect(isRemotePagesModule(exposed)).toBe(true);
      const { pages } = exposed as { pages: Record<string, unknown> };
      expect(pageMismatch(remote, pages)).toEqual({ missing: [], notOwned: [] });
      for (const [id, page] of Object.entries(pages)) {
        expect(typeof page === 'function' || (typeof page === 'object' && page !== null), id).toBe(true);
      }
    });

    it('is named for the registry, exposes ./pages and shares the host singletons at accepted versions', async () => {
      const options = await federationOf(under.packageDir);
      const declared = Object.keys(options.shared);
      expect(Object.keys(HOST_SINGLETONS).filter((name) => !declared.includes(name))).toEqual([]);
      const manifest = asManifest(options);
      // Each shared key (and its subpath form, `react/`) is checked on its own.
      for (const entry of manifest.shared) {
        expect(
          contractProblems(remote, { ...manifest, shared: [entry] }).filter(
            (p) => !p.includes('does not share'),
          ),
        ).toEqual([]);
      }
      expect(contractProblems(remote, manifest)).toEqual([]);
    });
  });
