import { federatedConfig } from '../tooling/rspack.mjs';

/**
 * Shared modules of the shell's first load that are eager: in main.js, registered at start-up, so that
 * they need no chunk request and no asynchronous share negotiation (issue 10: ~30 scripts appended one by
 * one by the federation runtime were the first load's longest task). An eager module's own shared imports
 * must be eager too (they are required synchronously). The tree-shaken libraries (TREE_SHAKEN in
 * tooling/shared-names.mjs: react-router-dom, TanStack Query, xstate, @xstate/react) cannot be eager (the
 * runtime refuses both), so neither can what imports them (shared-contracts/react, web-kit/ui,
 * web-kit/query): those stay lazy, as does what only later work loads (web-kit/reporting, the remotes'
 * kit entries).
 */
export const FIRST_LOAD_SHARED = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  // Not Emotion's root: the shell's code reaches Emotion only through the JSX runtime; the root is provided
  // for the remotes that import it (tooling/rspack.mjs, emotionRoot), in a chunk of its own.
  '@emotion/react/jsx-runtime',
  'shared-contracts',
  // The contracts by resource, those the shell's own modules import (never the api or endpoints barrels:
  // every resource's schemas on every first load, 10 kB gzip; tooling/boundaries/rules.cjs).
  'shared-contracts/api/content',
  'shared-contracts/api/leads',
  'shared-contracts/api/location',
  'shared-contracts/api/member-access',
  'shared-contracts/endpoints/agents',
  'shared-contracts/endpoints/content',
  'shared-contracts/endpoints/dw',
  'shared-contracts/endpoints/leads',
  'shared-contracts/endpoints/location',
  'shared-contracts/endpoints/partners',
  'shared-contracts/endpoints/session',
  'shared-contracts/http',
  // Imported by web-kit/messages (the not-served and Medigap C/F notices), which is eager.
  'shared-contracts/notices',
  'shared-contracts/scheduling',
  // Error reporting's start and the web-vitals library's wait, both in the shell's first load.
  'shared-contracts/after-page',
  // Not shared-contracts/zod (zod's names for the remotes' forms): the shell's own code does not build a
  // schema with it, so it stays out of the first load.
  'shared-contracts/zod-config',
  'web-kit/i18n',
  'web-kit/messages',
  'web-kit/theme',
];

export default federatedConfig({
  dir: import.meta.dirname,
  name: 'shell',
  host: true,
  eager: FIRST_LOAD_SHARED,
});
