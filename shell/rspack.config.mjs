import { federatedConfig } from '../tooling/rspack.mjs';

/**
 * The shared modules the shell's first load runs (its static imports and theirs): eager, in main.js
 * (issue 10). Left lazy: what only later work loads (web-kit/reporting after the page, react-hook-form
 * and the kit's other entries with the remotes that import them).
 */
const FIRST_LOAD_SHARED = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@emotion/react',
  '@emotion/react/jsx-runtime',
  'shared-contracts',
  'shared-contracts/api',
  'shared-contracts/endpoints',
  'shared-contracts/http',
  'shared-contracts/react',
  'shared-contracts/zod',
  'shared-contracts/zod-config',
  'web-kit/messages',
  'web-kit/query',
  'web-kit/theme',
  'web-kit/ui',
];

export default federatedConfig({
  dir: import.meta.dirname,
  name: 'shell',
  host: true,
  eager: FIRST_LOAD_SHARED,
});
