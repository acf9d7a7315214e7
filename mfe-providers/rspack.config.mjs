import { federatedConfig } from '../tooling/rspack.mjs';

export default federatedConfig({
  dir: import.meta.dirname,
  name: 'mfe_providers',
  exposes: { './pages': './src/pages.ts' },
});
