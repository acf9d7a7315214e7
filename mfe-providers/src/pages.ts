import type { RemotePagesModule } from 'shared-contracts';
import { definePages } from 'web-kit/pages';
import { loadDoctorSearchPage } from './features/doctor-search';
import { loadPharmacyDetailPage, loadPharmacySearchPage } from './features/pharmacies';
import { loadProviderNetworkPage } from './features/provider-network';

declare const __BUILD_LABEL__: string;

const module: RemotePagesModule = {
  pages: definePages('mfe_providers', {
    'providers-search': loadDoctorSearchPage,
    pharmacy: loadPharmacySearchPage,
    'pharmacy-detail': loadPharmacyDetailPage,
    'provider-network': loadProviderNetworkPage,
  }),
  buildLabel: __BUILD_LABEL__,
};
export const { pages, buildLabel } = module;
