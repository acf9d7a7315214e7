import type { Feature } from '../feature';
import { providerNetworkRoutes } from './routes';

export const providerNetworkFeature: Feature = {
  name: 'provider-network',
  routes: providerNetworkRoutes,
};
