/** GET /pharmacies, GET /pharmacies/{pharmacyRecordID} (extension), POST /session/pharmacies, DELETE /session/pharmacies/{pharmacyRecordID} (consumer). */
import { endpoints } from 'shared-contracts/endpoints';
import { notFound } from '../../http/errors';
import type { RouteRegistry } from '../../http/routes';
import { servedArea } from '../county-data/public';
import { PHARMACY_ERRORS } from './messages';
import { addSessionPharmacies, readPharmacy, removeSessionPharmacy, searchPharmacies } from './pharmacies';

export const pharmacyRoutes = (routes: RouteRegistry) => {
  routes.implement(
    endpoints.pharmacies.search,
    async ({ deps, query }) => ({
      cntr: await searchPharmacies(deps.db, await servedArea(deps, query.zip), query),
    }),
    { compress: true },
  );

  routes.implement(endpoints.pharmacies.detail, async ({ deps, params, query }) => {
    const pharmacy = await readPharmacy(deps.db, await servedArea(deps, query.zip), params.pharmacyRecordID);
    if (!pharmacy) throw notFound(PHARMACY_ERRORS.pharmacyNotFound);
    return { cntr: pharmacy };
  });

  routes.implement(endpoints.pharmacies.save, async ({ deps, body, sessionId }) => ({
    cntr: await addSessionPharmacies(deps.db, sessionId, body.pharmacyRecordIDs, body.updatedBy),
  }));

  routes.implement(endpoints.pharmacies.remove, async ({ deps, params, sessionId }) => {
    if (!(await removeSessionPharmacy(deps.db, sessionId, params.pharmacyRecordID)))
      throw notFound(PHARMACY_ERRORS.pharmacyNotSelected);
    return undefined;
  });
};
