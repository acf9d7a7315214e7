import { federatedConfig } from '../tooling/rspack.mjs';

export default federatedConfig({
  dir: import.meta.dirname,
  name: 'mfe_member',
  exposes: { './pages': './src/pages.ts' },
});
