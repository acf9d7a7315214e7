/** GET /pharmacies, POST /session/pharmacies, DELETE /session/pharmacies/{pharmacyRecordID} (consumer). */
import {
  pharmacyRecordParamsSchema,
  pharmacySearchQuerySchema,
  pharmacySearchResponseSchema,
  savePharmaciesBodySchema,
  sessionPharmaciesResponseSchema,
} from 'shared-contracts/api';
import { notFound } from '../../http/errors';
import type { Services } from '../../http/routes';
import { servedArea } from '../county-data/county-data';
import { addSessionPharmacies, removeSessionPharmacy, searchPharmacies } from './pharmacies';

export const pharmacyRoutes = ({ consumer }: Services) => {
  consumer.add({
    method: 'get',
    path: '/pharmacies',
    summary: 'Pharmacies within a radius of a ZIP, nearest first (or the mail-order pharmacies); SAMPLE DATA',
    auth: 'session',
    query: pharmacySearchQuerySchema,
    response: pharmacySearchResponseSchema,
    handler: async ({ deps, query }) => ({
      cntr: await searchPharmacies(deps.db, await servedArea(deps, query.zip), query),
    }),
  });

  consumer.add({
    method: 'post',
    path: '/session/pharmacies',
    summary: "Add pharmacies to the session's selection (at most 5); cntr is the selected list",
    auth: 'session',
    body: savePharmaciesBodySchema,
    response: sessionPharmaciesResponseSchema,
    status: 201,
    handler: async ({ deps, body, sessionId }) => ({
      cntr: await addSessionPharmacies(deps.db, sessionId, body.pharmacyRecordIDs, body.updatedBy),
    }),
  });

  consumer.add({
    method: 'delete',
    path: '/session/pharmacies/:pharmacyRecordID',
    summary: "Remove a pharmacy from the session's selection",
    auth: 'session',
    params: pharmacyRecordParamsSchema,
    response: null,
    handler: async ({ deps, params, sessionId }) => {
      if (!(await removeSessionPharmacy(deps.db, sessionId, params.pharmacyRecordID)))
        throw notFound('Pharmacy not selected');
      return undefined;
    },
  });
};
