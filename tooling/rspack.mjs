// One rspack + Module Federation config for the shell and the four remotes (no copy-paste twins).

import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { appPage } from './app-page.mjs';
import { ContractFingerprintPlugin, hostContractDefines } from './contract-fingerprint.mjs';
import { TREE_SHAKEN, usedExports } from './shared-names.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const version = (pkg) => require(path.join(root, 'node_modules', pkg, 'package.json')).version;

/** Runs one rspack build to the end; rejects with the build's errors. */
export const compile = (config) =>
  new Promise((resolve, reject) => {
    rspack(config).run((error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });

/** The subpaths a package exports (`client` for react-dom/client), from its package.json. */
const exportedSubpaths = (pkg) => {
  const { exports } = require(path.join(root, 'node_modules', pkg, 'package.json'));
  return Object.keys(exports ?? {})
    .filter((key) => key.startsWith('./') && !key.includes('*') && key !== './package.json')
    .map((key) => key.slice(2));
};

/**
 * A package's ES module build as a browser build resolves it: its exports' `module` condition (under
 * `browser` where it has one, as @emotion/react does), under `development` in a development build.
 */
const moduleBuild = (pkg) => {
  const dir = path.join(root, 'node_modules', pkg);
  const { exports } = require(path.join(dir, 'package.json'));
  const conditions = process.env.NODE_ENV === 'development' ? exports['.'].development : exports['.'];
  return path.join(dir, (conditions.browser ?? conditions).module);
};

/**
 * Singletons every app shares; trailing-slash keys share subpaths such as react-dom/client.
 * `host`: the app that provides the singletons (the shell, the embed's host) asks no version range of
 * them. Its first load's consumes resolve at start-up, before any remote is registered, so they get the
 * host's own copies, which always satisfy `^<its own version>`: the check decided nothing, and the
 * federation runtime's semver builds its regular expressions afresh on every check (about ten per caret
 * range, one range per share the shell's first load consumes: 25–34 ms of its start-up task at 4x, issue
 * 10). A later consume could get a remote's copy, where the check only ever warned (strictVersion is off);
 * a remote built against another major is refused before any of its code loads (`HOST_SINGLETONS`,
 * `refuseIncompatibleRemotes`). A remote keeps its ranges: its manifest records them.
 */
export const sharedModules = (eager = [], { host = false, context = root } = {}) => {
  // A file a host provides, named from the app's directory (the build's context): the federation runtime
  // data carries this string, so an absolute path made every build's first load depend on where the
  // checkout stands (CI's longer clone path: +61 bytes gzip on the first load of /).
  const fromContext = (file) => {
    const relative = path.relative(context, file).split(path.sep).join('/');
    return relative.startsWith('.') ? relative : `./${relative}`;
  };
  const entry = (pkg) => ({
    singleton: true,
    requiredVersion: host ? false : `^${version(pkg)}`,
    version: version(pkg),
  });
  const shared = {};
  // One query cache for every remote needs one copy of the library that holds it; react-hook-form is
  // one copy too, for the kit's forms in any app. Left out on purpose: date-fns and zod, which unshared
  // keep only what each bundle calls (a shared zod is all of zod, locales included, in the shell).
  for (const pkg of [
    'react',
    'react-dom',
    'react-router-dom',
    '@emotion/react',
    'xstate',
    '@xstate/react',
    '@tanstack/react-query',
    'react-hook-form',
  ]) {
    shared[pkg] = entry(pkg);
  }
  for (const pkg of ['react/', 'react-dom/', '@emotion/react/']) shared[pkg] = entry(pkg.slice(0, -1));
  // runtime-infer: an app built later that needs a name the provided copy lacks loads its own copy
  // instead of failing (bench/bundle would show the second copy).
  for (const pkg of TREE_SHAKEN) {
    const names = usedExports(pkg);
    if (names) shared[pkg] = { ...shared[pkg], treeShaking: { mode: 'runtime-infer', usedExports: names } };
  }
  // The contracts version this build records in its manifest, which hosts check before mounting it.
  // SHARED_CONTRACTS_VERSION overrides it only to build a deliberately incompatible remote for the tests
  // (scripts/lib/contract-check.test.mjs, e2e/tests/delivery/incompatible-remote.spec.ts).
  const contractsVersion = process.env.SHARED_CONTRACTS_VERSION || version('shared-contracts');
  const contracts = { singleton: true, version: contractsVersion, requiredVersion: false };
  shared['shared-contracts'] = contracts;
  shared['shared-contracts/'] = contracts;
  // What a host provides to the remotes. The federation build provides a shared module only when the
  // host's own code imports it; a key whose `import` is a file's absolute path is provided whether or not
  // it does. Three cases need that:
  // - Emotion's root: the shell's code reaches Emotion only through the JSX runtime, so every remote that
  //   imports the root (css, Global, the cache hook) loaded its own Emotion (7 kB gzip) and a second
  //   cache. Its file is the one a browser build resolves (the package's `browser` `module` condition,
  //   under `development` in a development build), the module the JSX runtime's files import.
  // - Every contracts entry: the shell imports the contracts by resource (its first load carries only
  //   those) and the partner embedding hardly any, but the remotes consume many more, and a remote's
  //   fallback copy of one brings its own zod (29 kB gzip) and a second instance.
  // - XState: the shell's start-up actors are written without it (issue 31: not in the first load of /),
  //   but the onboarding's steps and the enrolment use it, and would each load their own copy.
  if (host) {
    shared['@emotion/react'] = {
      ...shared['@emotion/react'],
      import: fromContext(moduleBuild('@emotion/react')),
    };
    for (const pkg of ['xstate', '@xstate/react'])
      shared[pkg] = { ...shared[pkg], import: fromContext(moduleBuild(pkg)) };
    delete shared['shared-contracts/'];
    const { exports } = require(path.join(root, 'shared-contracts/package.json'));
    for (const [subpath, file] of Object.entries(exports)) {
      const key = subpath === '.' ? 'shared-contracts' : `shared-contracts/${subpath.slice(2)}`;
      shared[key] = { ...contracts, import: fromContext(path.join(root, 'shared-contracts', file)) };
    }
  }
  const kit = { singleton: true, version: version('web-kit'), requiredVersion: false };
  // The kit has only subpath entries (web-kit/ui, web-kit/query, ...): each app loads what it imports.
  shared['web-kit/'] = kit;
  // `eager` (a host's first load, e.g. shell/rspack.config.mjs): these are in its entry chunk and
  // registered at start-up, so the host's imports of them need no chunk request and no asynchronous share
  // negotiation (issue 10). They stay singletons the remotes consume. A prefix key decides for every
  // subpath it matches (rspack gives a subpath's own key no say), so a host with eager modules shares each
  // prefix as one key per subpath its package exports: the same share keys the remotes' prefixes give,
  // every subpath still shared, and only the listed ones eager (web-kit/reporting stays lazy).
  if (eager.length) {
    for (const prefix of Object.keys(shared).filter((k) => k.endsWith('/'))) {
      for (const subpath of exportedSubpaths(prefix.slice(0, -1)))
        shared[`${prefix}${subpath}`] = shared[prefix];
      delete shared[prefix];
    }
  }
  for (const key of eager) {
    const base = shared[key];
    if (!base) throw new Error(`eager shared module ${key} is not a shared module (tooling/rspack.mjs)`);
    // The federation runtime refuses a module both eager and tree-shaken: those stay lazy.
    if (base.treeShaking) throw new Error(`eager shared module ${key} is tree-shaken (TREE_SHAKEN)`);
    shared[key] = { ...base, eager: true };
  }
  return shared;
};

/**
 * A federation package's ES build (what `import` resolves to). rspack's federation plugin resolves the
 * runtime with Node's require.resolve, which gives the CommonJS builds (bundler runtime, runtime, sdk):
 * CommonJS is bundled whole, not tree-shaken, so every remote entry carried all of the sdk (its Node,
 * manifest-to-snapshot and logger code included).
 */
const esmBuild = (pkg) => fileURLToPath(import.meta.resolve(pkg));

/**
 * react-router's production build of one of its entries. Its package exports give every bundler the
 * development build (dist/development, with `ENABLE_DEV_WARNINGS = true`: the warnings' code and their
 * checks run in the browser); dist/production is the same code with them off.
 */
const reactRouterProduction = (entry) => path.join(root, 'node_modules/react-router/dist/production', entry);

/**
 * zod's JSON Schema code: only the contract fingerprint (shared-contracts/src/contract-fingerprint.ts)
 * uses it, when a remote's contract differs. (The browser has no classic zod: issue 31.)
 */
const ZOD_JSON_SCHEMA = /[\\/]zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema[\w-]*)\.js$/;

/**
 * The chunk a shared file of the contracts or the kit goes to when two chunks need it: one per resource
 * (`api/plans.ts` with `endpoints/plans.ts`; the kit's `queries/plans.ts`), one per folder (`react/`,
 * `ui/`, `forms/`), the contracts' top-level files together and the kit's one by one. Left to the
 * default (a chunk per set of chunks that share files), a partner page loaded 73 files, a third of them
 * under 0.5 kB gzip, and each script costs a request and a synchronous script insertion (1-5 ms at 4x CPU
 * throttling; 130-270 ms of `appendChild` in a profile of the partner demo): 48 files now.
 */
const sharedFileChunk = (pkg, module) => {
  const file = (module.resource ?? '').replace(/\\/g, '/');
  const inside = /\/src\/(.+)$/.exec(file)?.[1] ?? '';
  const resource = /^(?:api|endpoints|queries)\/([\w-]+)\.tsx?$/.exec(inside)?.[1];
  if (resource && resource !== 'index' && resource !== 'common' && resource !== 'endpoint')
    return `${pkg}-${resource}`;
  // A folder's files together, by their folder (`pickers/drug-picker/` apart from `pickers/doctor-picker/`).
  const folder = /^(.+)\/[^/]+$/.exec(inside)?.[1];
  if (folder && !['api', 'endpoints', 'queries'].includes(folder))
    return `${pkg}-${folder.replace(/\//g, '-')}`;
  // Spanish loads only when chosen; the fingerprint only when a remote's contract differs (JSON Schema).
  if (/\.es\.tsx?$/.test(inside)) return `${pkg}-es`;
  if (inside.startsWith('contract-')) return `${pkg}-${inside.replace(/\.tsx?$/, '')}`;
  // The kit's top-level files are independent helpers (theme, messages, captcha, host session, ...): one
  // chunk each, or a remote's page took all of them (mfe-member's /self-schedule/ +2 kB gzip). The
  // contracts' top-level files (routes, validation, events, constants, ...) import one another: together.
  return pkg === 'kit' ? `kit-${inside.replace(/\.tsx?$/, '')}` : pkg;
};

/** The cache group of a workspace package's files that two chunks share, at any size, named by sharedFileChunk. */
const sharedFilesGroup = (pkg, dir) => ({
  test: new RegExp(`[\\\\/]${dir}[\\\\/]src[\\\\/]`),
  minChunks: 2,
  minSize: 0,
  priority: 5,
  name: (module) => sharedFileChunk(pkg, module),
});

/** TypeScript and JSX through SWC (the css prop through Emotion's JSX runtime). */
const typescriptRule = (production) => ({
  test: /\.[cm]?tsx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: {
        react: { runtime: 'automatic', importSource: '@emotion/react', development: !production },
      },
    },
    env: { targets: 'chrome >= 111, firefox >= 111, safari >= 16' },
  },
  type: 'javascript/auto',
});

/** The hosts' runtime plugin that cuts loading into tasks. */
export const LOAD_IN_TASKS_PLUGIN = path.join(root, 'shared-contracts/src/load-in-tasks.ts');

/**
 * @typedef {{ dir: string, name: string, exposes?: Record<string,string>, host?: boolean, outputDir?: string, eager?: string[] }} App
 */

/**
 * An app's Module Federation options (a remote's contract test reads them: name, exposes, shared).
 * @param {App} app
 */
export const federationOptions = (app) => ({
  name: app.name,
  ...(app.exposes ? { exposes: app.exposes, filename: 'remoteEntry.js' } : {}),
  remotes: {},
  shared: sharedModules(app.host ? app.eager : [], { host: app.host, context: app.dir }),
  shareStrategy: 'loaded-first',
  // A host's runtime loads in tasks: each shared module, a remote's initialisation and its exposed module
  // (shared-contracts/src/load-in-tasks.ts). Built in, not registered by the app, so that it holds for
  // the first shared modules an app loads.
  ...(app.host ? { runtimePlugins: [LOAD_IN_TASKS_PLUGIN] } : {}),
  manifest: !app.host,
  // No type output: what it gives for `./pages` is `pages: Record<string, ComponentType>, buildLabel:
  // string`, which shared-contracts' RemotePagesModule already states (page ids are values, checked by each
  // remote's contract test; versions are in the manifest, checked by the release and the hosts). It made
  // the mfe-plans build 32.3 s instead of 3.4 s (measured on this 2-core machine).
  dts: false,
  // The shell provides the federation runtime once; remotes use it instead of bundling their own
  // (a remote's standalone dev host has no shell, so it keeps its own).
  experiments: {
    ...(app.host ? { provideExternalRuntime: true } : { externalRuntime: !process.env.DEV_HOST }),
    // Every app runs in a browser: the runtime's Node script loading is left out (2.1 kB gzip of the
    // shell's runtime). Snapshots stay: the remotes are registered by their mf-manifest.json.
    optimization: { target: 'web' },
  },
});

/** @param {App} app */
export const federatedConfig = (app) => {
  const production = process.env.NODE_ENV !== 'development';
  const outputPath = path.resolve(app.dir, app.outputDir ?? process.env.OUTPUT_DIR ?? 'dist');
  return {
    mode: production ? 'production' : 'development',
    context: app.dir,
    // A remote's own entry is its standalone dev host; in the suite only its remoteEntry is used.
    entry: app.host || process.env.DEV_HOST ? { main: './src/index.ts' } : {},
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outputPath,
      // Remotes resolve their chunks from wherever their manifest was loaded (so a build can move ports).
      publicPath: app.host ? '/' : 'auto',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: app.name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      // The shell's retry plugin (0.17.1, the registry's newest) depends on @module-federation/sdk 0.17.1 for
      // its logger alone; resolved to the runtime's own sdk, that name is one copy instead of a second
      // sdk (12.8 kB raw, 4.2 kB gzip) in the shell's first load.
      // The runtime by its ES build too (esmBuild): 16.1 -> 10.6 kB gzip for mfe-plans' remote entry.
      alias: {
        '@module-federation/sdk$': esmBuild('@module-federation/sdk'),
        '@module-federation/runtime': esmBuild('@module-federation/runtime'),
        ...(production
          ? {
              'react-router$': reactRouterProduction('index.mjs'),
              'react-router/dom$': reactRouterProduction('dom-export.mjs'),
            }
          : {}),
      },
    },
    module: { rules: [typescriptRule(production)] },
    optimization: {
      // Short numeric ids in production: every chunk id is written into the chunk filename map and, for
      // each shared module, into the consume and share maps of every app's runtime (a remote's entry, the
      // shell's main.js); named ids made those maps about 33 kB raw per remote entry. Development keeps
      // readable names. Files are then named by id (bench/bundle names them by their sources' maps).
      chunkIds: production ? 'deterministic' : 'named',
      moduleIds: production ? 'deterministic' : 'named',
      splitChunks: {
        cacheGroups: {
          // Each shared-contracts entry (shared-contracts, /react, /http, ...) is its own shared module, and
          // they import one another's files by relative path. Below the default 20 kB minimum the files two
          // entries both need were copied into each entry's chunk (the route table twice, 6 kB gzip more on
          // every first load); split out at any size, every file is sent once.
          contracts: sharedFilesGroup('contracts', 'shared-contracts'),
          // The same for the kit's entries (web-kit/ui, /theme, /messages, ...): web-kit/ui imports the theme
          // and the messages by relative path, so its chunk carried a second copy of both (1.3 kB gzip on /).
          kit: sharedFilesGroup('kit', 'web-kit'),
          // zod where an app does not have it from its first load (a remote's page, the partner embedding):
          // one chunk for zod/mini and the core, one for its JSON Schema code (the contract fingerprint).
          // Split by default, zod was eight files on a partner page, two of them sent twice (mini's iso and
          // coerce).
          zod: {
            test: /[\\/]node_modules[\\/]zod[\\/]/,
            name: (module) => (ZOD_JSON_SCHEMA.test(module.resource ?? '') ? 'zod-json-schema' : 'zod'),
            chunks: 'async',
            minSize: 0,
            priority: 10,
          },
          // The Spanish catalogues (`messages.es.ts` and the like, each loaded by `spanish(...)` only when Spanish
          // is chosen): one chunk per app instead of one per catalogue. A Spanish first load asked for nine
          // 1-2 kB files after the app's code, a third round of requests before the first render, which
          // waits for them (bench/lighthouse /?lang=es). The shared contracts' own Spanish stays with its entry.
          spanish: {
            test: /[\\/](shell|web-kit|mfe-[a-z]+|embed)[\\/]src[\\/].*\.es\.tsx?$/,
            name: 'es',
            chunks: 'async',
            enforce: true,
            priority: 20,
          },
          // Sentry's SDK (loaded after the page, web-kit/reporting): one chunk with a short name, since every
          // app's chunk map (the shell's runtime, each remote's entry) lists it.
          sentry: {
            test: /[\\/]node_modules[\\/]@sentry[\\/]/,
            name: 'sentry',
            chunks: 'async',
            priority: 10,
          },
        },
      },
    },
    performance: { hints: false },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        __BUILD_LABEL__: JSON.stringify(process.env.BUILD_LABEL ?? 'main'),
        // A host's contract, which it compares a remote's fingerprint with (shared-contracts' compatibility.ts).
        ...(app.host ? hostContractDefines() : {}),
      }),
      new ModuleFederationPlugin(federationOptions(app)),
      // A remote records the contract it was built against in its manifest (docs/releasing.md).
      ...(app.host ? [] : [new ContractFingerprintPlugin(path.join(app.dir, 'src'))]),
      // The federation plugins import the bundler runtime and the plugin that provides the shell's runtime
      // to the remotes by the paths Node's require.resolve gives, their CommonJS builds: the ES builds of
      // the same files instead (see esmBuild; one CommonJS importer left would bundle the runtime twice).
      new rspack.NormalModuleReplacementPlugin(
        /[\\/](webpack-bundler-runtime|inject-external-runtime-core-plugin)[\\/]dist[\\/]index\.cjs$/,
        (resource) => {
          resource.request = resource.request.replace(/\.cjs$/, '.js');
        },
      ),
      // V8's explicit compile hint (Chrome 136+): every function of a chunk is compiled with the script,
      // on the thread that streams it in, not lazily on the main thread at its first call. Nearly all of
      // what a first load fetches runs at start-up (main.js: the federation runtime, React, zod, the
      // contracts; the shared libraries' chunks, a remote's entry and its page's chunks), and the lazy
      // compiles were over half of main.js's start-up task (58 of 100 ms at 4x in a trace of /) and 160-400
      // ms of a first load's main thread; with the hint, 2-8 ms (issue 10, TBT). Not Sentry's SDK (loaded
      // after the page, mostly unused). The comment must open the file, so it goes in after the minifier
      // (which drops comments) and before the source maps are written (which then count the line).
      new rspack.BannerPlugin({
        banner: '//# allFunctionsCalledOnLoad',
        raw: true,
        exclude: /sentry/,
        stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
      }),
      ...(app.host || process.env.DEV_HOST
        ? [
            new rspack.HtmlRspackPlugin({
              templateContent: appPage,
              publicPath: '/',
              inject: false,
            }),
          ]
        : []),
    ],
  };
};

/**
 * The build-time renderer as one CommonJS file for Node, run by scripts/prerender.mjs after the browser
 * build: the shell's `src/prerender.server.tsx` with every remote's `./pages` module
 * (tooling/prerender-entry.mjs), the same sources and transforms, no federation: one copy of each library,
 * so the remote's page renders inside the shell's providers.
 * @param {{ dir: string, outputPath?: string }} app
 */
export const prerenderConfig = (app) => ({
  mode: 'production',
  context: app.dir,
  target: 'node',
  entry: { prerender: path.resolve(import.meta.dirname, 'prerender-entry.mjs') },
  devtool: false,
  output: {
    path: app.outputPath ?? path.resolve(app.dir, 'dist-prerender'),
    filename: '[name].cjs',
    library: { type: 'commonjs2' },
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
  module: { rules: [typescriptRule(true)] },
  optimization: { minimize: false },
  performance: { hints: false },
  plugins: [
    new rspack.DefinePlugin({
      'process.env.NODE_ENV': JSON.stringify('production'),
      __BUILD_LABEL__: JSON.stringify(process.env.BUILD_LABEL ?? 'main'),
    }),
  ],
});
