// One rspack + Module Federation config for the shell and the four remotes (no copy-paste twins).
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const version = (pkg) => require(path.join(root, 'node_modules', pkg, 'package.json')).version;

/** Singletons every app shares; trailing-slash keys share subpaths such as react-dom/client. */
export const sharedModules = () => {
  const entry = (pkg) => ({ singleton: true, requiredVersion: `^${version(pkg)}`, version: version(pkg) });
  const shared = {};
  // One query cache for every remote needs one copy of the library that holds it; react-hook-form is
  // one copy too, for the kit's forms in any app. date-fns is left out on purpose: unshared, each
  // bundle keeps only the functions it calls.
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
  const contracts = { singleton: true, version: version('shared-contracts'), requiredVersion: false };
  shared['shared-contracts'] = contracts;
  shared['shared-contracts/'] = contracts;
  const kit = { singleton: true, version: version('web-kit'), requiredVersion: false };
  // The kit has only subpath entries (web-kit/ui, web-kit/query, ...): each app loads what it imports.
  shared['web-kit/'] = kit;
  return shared;
};

/**
 * @param {{ dir: string, name: string, exposes?: Record<string,string>, host?: boolean, outputDir?: string }} app
 */
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
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        {
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
        },
      ],
    },
    optimization: { chunkIds: 'named', moduleIds: production ? 'deterministic' : 'named' },
    performance: { hints: false },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        __BUILD_LABEL__: JSON.stringify(process.env.BUILD_LABEL ?? 'main'),
      }),
      new ModuleFederationPlugin({
        name: app.name,
        ...(app.exposes ? { exposes: app.exposes, filename: 'remoteEntry.js' } : {}),
        remotes: {},
        shared: sharedModules(),
        shareStrategy: 'loaded-first',
        manifest: !app.host,
        dts: false,
        // The shell provides the federation runtime once; remotes use it instead of bundling their own
        // (a remote's standalone dev host has no shell, so it keeps its own).
        experiments: app.host ? { provideExternalRuntime: true } : { externalRuntime: !process.env.DEV_HOST },
      }),
      ...(app.host || process.env.DEV_HOST
        ? [
            new rspack.HtmlRspackPlugin({
              template: path.resolve(root, 'tooling/index.html'),
              publicPath: '/',
            }),
          ]
        : []),
    ],
  };
};
