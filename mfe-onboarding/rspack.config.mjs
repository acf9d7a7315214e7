import { federatedConfig } from '../tooling/rspack.mjs';

/** The remote's federation identity; its contract test reads it too (src/contract.test.ts). */
export const app = {
  dir: import.meta.dirname,
  name: 'mfe_onboarding',
  exposes: { './pages': './src/pages.ts' },
};

export default federatedConfig(app);
