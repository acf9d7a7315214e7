/**
 * Consumer GET /pharmacies, GET /pharmacies/{pharmacyRecordID} (an extension of spec 7: the detail page
 * needs one pharmacy by id), POST /session/pharmacies, DELETE /session/pharmacies/{pharmacyRecordID}. */
import {
  pharmacyDetailQuerySchema,
  pharmacyDetailResponseSchema,
  pharmacyRecordParamsSchema,
  pharmacySearchQuerySchema,
  pharmacySearchResponseSchema,
  savePharmaciesBodySchema,
  sessionPharmaciesResponseSchema,
} from '../api/pharmacies';
import { defineEndpoint } from './endpoint';

export const pharmaciesEndpoints = {
  search: defineEndpoint({
    service: 'consumer',
    method: 'get',
    path: 'pharmacies',
    summary: 'Pharmacies within a radius of a ZIP, nearest first (or the mail-order pharmacies); SAMPLE DATA',
    auth: 'session',
    query: pharmacySearchQuerySchema,
    response: pharmacySearchResponseSchema,
  }),
  detail: defineEndpoint({
    service: 'consumer',
    method: 'get',
    path: 'pharmacies/{pharmacyRecordID}',
    summary:
      'EXTENSION (not in spec 7): one pharmacy by id with its distance from a ZIP, for the pharmacy detail page; SAMPLE DATA',
    auth: 'session',
    params: pharmacyRecordParamsSchema,
    query: pharmacyDetailQuerySchema,
    response: pharmacyDetailResponseSchema,
  }),
  save: defineEndpoint({
    service: 'consumer',
    method: 'post',
    path: 'session/pharmacies',
    summary: "Add pharmacies to the session's selection (at most 5); cntr is the selected list",
    auth: 'session',
    body: savePharmaciesBodySchema,
    response: sessionPharmaciesResponseSchema,
    status: 201,
  }),
  remove: defineEndpoint({
    service: 'consumer',
    method: 'delete',
    path: 'session/pharmacies/{pharmacyRecordID}',
    summary: "Remove a pharmacy from the session's selection",
    auth: 'session',
    params: pharmacyRecordParamsSchema,
    response: null,
  }),
};
