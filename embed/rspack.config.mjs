// Two builds from one config file:
// - `app`: a Module Federation host like the shell (through tooling/rspack.mjs, so it provides the same
//   shared singletons and the federation runtime the remotes expect), whose one entry `embed-app.js`
//   keeps a fixed name and is served no-cache (with React and the first load's shared modules in it);
//   everything it loads is content-hashed.
// - `loader`: the script partners add, with no federation and no React, so it stays a few kB; it defines
//   the custom element and injects `embed-app.js` from its own folder the first time one is connected.
import path from 'node:path';
import { rspack } from '@rspack/core';
import { FIRST_LOAD_SHARED } from '../shell/rspack.config.mjs';
import { federatedConfig } from '../tooling/rspack.mjs';

const dir = import.meta.dirname;
const production = process.env.NODE_ENV !== 'development';
const outputPath = path.resolve(dir, process.env.OUTPUT_DIR ?? 'dist');

// The shell's first-load shared modules, eager here too (in embed-app.js, registered at start-up): lazy,
// they came in nine waves of requests, each found when the one before had run, and config.json waited
// for all of them (a partner page until plans show: 51 files, LCP 4.3 s in bench/lighthouse; 27 files,
// 3.4 s eager). The same list: the finder's start-up uses the same contracts and kit entries as the
// shell's (session, content, leads, location, dw, http, i18n, messages, theme), and the list is closed
// under "an eager module's shared imports are eager too". src/app.ts evaluates them a task each.
const host = federatedConfig({ dir, name: 'embed', host: true, eager: FIRST_LOAD_SHARED });
const app = {
  ...host,
  name: 'app',
  entry: { 'embed-app': './src/app.ts' },
  output: {
    ...host.output,
    path: outputPath,
    // The partner's page is on another origin: chunks resolve from where embed-app.js was loaded.
    publicPath: 'auto',
    filename: (data) =>
      data.chunk?.name === 'embed-app' || !production ? '[name].js' : '[name].[contenthash:8].js',
    // The app builds first and empties the folder; the loader (below) is built after it.
    clean: true,
  },
  // No HTML page: a partner's page is the page.
  plugins: host.plugins.filter((plugin) => !(plugin instanceof rspack.HtmlRspackPlugin)),
};

const loader = {
  name: 'loader',
  dependencies: ['app'],
  mode: production ? 'production' : 'development',
  context: dir,
  entry: { 'plan-finder': './src/loader.ts' },
  devtool: production ? 'source-map' : 'cheap-module-source-map',
  output: { path: outputPath, filename: '[name].js', clean: false },
  resolve: host.resolve,
  module: host.module,
  optimization: { minimize: production },
  performance: { hints: false },
};

export default [app, loader];
