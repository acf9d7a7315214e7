/** GET /drugs, GET /drugs/{id}, POST /session/dosages, DELETE /session/dosages/{record id} (consumer). */

import {
  dosageRecordParamsSchema,
  drugDetailResponseSchema,
  drugSearchQuerySchema,
  drugSearchResponseSchema,
  saveDosageBodySchema,
  sessionDosagesResponseSchema,
} from 'shared-contracts/api';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import type { Services } from '../../http/routes';
import { catalogueOf, searchDrugs } from './catalogue';
import { deleteDosage, saveDosage, sessionDosageRows } from './dosages';

const drugParamsSchema = z.object({ id: z.string().min(1).max(80) });

export const drugRoutes = ({ consumer }: Services) => {
  consumer.add({
    method: 'get',
    path: '/drugs',
    summary: "Drug search by brand or generic name (prefix, typo tolerant); the session's drugs are left out",
    auth: 'session',
    query: drugSearchQuerySchema,
    response: drugSearchResponseSchema,
    handler: async ({ deps, query, sessionId }) => {
      const catalogue = await catalogueOf(deps.db);
      const selected = new Set(
        (await sessionDosageRows(deps.db, sessionId)).flatMap((r) => {
          const hit = catalogue.byNdc.get(r.ndc);
          return hit ? [hit.drug.id] : [];
        }),
      );
      return { cntr: searchDrugs(catalogue, query.name, query.limit, selected) };
    },
  });

  consumer.add({
    method: 'get',
    path: '/drugs/:id',
    summary: 'A drug with its dosages (NDC, strength, form, package quantity, sample price per unit)',
    auth: 'session',
    params: drugParamsSchema,
    response: drugDetailResponseSchema,
    handler: async ({ deps, params }) => {
      const drug = (await catalogueOf(deps.db)).byId.get(params.id);
      if (!drug) throw notFound('Drug not found');
      return {
        cntr: {
          id: drug.id,
          name: drug.name,
          genericName: drug.genericName,
          isBrand: drug.isBrand,
          isInsulin: drug.isInsulin,
          dosages: drug.dosages.map(({ drugId: _, ...d }) => d),
        },
      };
    },
  });

  consumer.add({
    method: 'post',
    path: '/session/dosages',
    summary: "Add a dosage to the session (or update its quantity); cntr is the session's dosages",
    auth: 'session',
    body: saveDosageBodySchema,
    response: sessionDosagesResponseSchema,
    status: 201,
    handler: async ({ deps, body, sessionId }) => ({ cntr: await saveDosage(deps.db, sessionId, body) }),
  });

  consumer.add({
    method: 'delete',
    path: '/session/dosages/:recordId',
    summary: 'Remove a dosage from the session',
    auth: 'session',
    params: dosageRecordParamsSchema,
    response: null,
    handler: async ({ deps, params, sessionId }) => {
      if (!(await deleteDosage(deps.db, sessionId, params.recordId))) throw notFound('Dosage not found');
      return undefined;
    },
  });
};
