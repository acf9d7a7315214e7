import { federatedConfig } from '../tooling/rspack.mjs';

export default federatedConfig({ dir: import.meta.dirname, name: 'shell', host: true });
