/** Consumer GET /drugs, GET /drugs/{id}, POST /session/dosages, DELETE /session/dosages/{record id}. */
import {
  dosageRecordParamsSchema,
  drugDetailResponseSchema,
  drugParamsSchema,
  drugSearchQuerySchema,
  drugSearchResponseSchema,
  saveDosageBodySchema,
  sessionDosagesResponseSchema,
} from '../api/drugs';
import { defineEndpoint } from './endpoint';

export const drugsEndpoints = {
  search: defineEndpoint({
    service: 'consumer',
    method: 'get',
    path: 'drugs',
    summary: "Drug search by brand or generic name (prefix, typo tolerant); the session's drugs are left out",
    auth: 'session',
    query: drugSearchQuerySchema,
    response: drugSearchResponseSchema,
  }),
  detail: defineEndpoint({
    service: 'consumer',
    method: 'get',
    path: 'drugs/{id}',
    summary: 'A drug with its dosages (NDC, strength, form, package quantity, sample price per unit)',
    auth: 'session',
    params: drugParamsSchema,
    response: drugDetailResponseSchema,
  }),
  saveDosage: defineEndpoint({
    service: 'consumer',
    method: 'post',
    path: 'session/dosages',
    summary: "Add a dosage to the session (or update its quantity); cntr is the session's dosages",
    auth: 'session',
    body: saveDosageBodySchema,
    response: sessionDosagesResponseSchema,
    status: 201,
  }),
  deleteDosage: defineEndpoint({
    service: 'consumer',
    method: 'delete',
    path: 'session/dosages/{recordId}',
    summary: 'Remove a dosage from the session',
    auth: 'session',
    params: dosageRecordParamsSchema,
    response: null,
  }),
};
