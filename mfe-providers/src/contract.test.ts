import path from 'node:path';
import { describeRemoteContract } from 'web-kit/test-contract';

describeRemoteContract('mfe_providers', {
  pages: () => import('./pages'),
  packageDir: path.resolve(import.meta.dirname, '..'),
});
