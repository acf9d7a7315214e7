export const loadPharmacySearchPage = () => import('./PharmacySearchPage');
export const loadPharmacyDetailPage = () => import('./PharmacyDetailPage');
