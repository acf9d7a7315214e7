export const loadProviderNetworkPage = () => import('./ProviderNetworkPage');
