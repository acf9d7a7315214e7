/** GET /drugs, GET /drugs/{id}, POST /session/dosages, DELETE /session/dosages/{record id} (consumer). */
import { endpoints } from 'shared-contracts/endpoints';
import { notFound } from '../../http/errors';
import type { RouteRegistry } from '../../http/routes';
import { catalogueOf, searchDrugs } from './catalogue';
import { deleteDosage, saveDosage, sessionDosageRows } from './dosages';

export const drugRoutes = (routes: RouteRegistry) => {
  routes.implement(endpoints.drugs.search, async ({ deps, query, sessionId }) => {
    const catalogue = await catalogueOf(deps.db);
    const selected = new Set(
      (await sessionDosageRows(deps.db, sessionId)).flatMap((r) => {
        const hit = catalogue.byNdc.get(r.ndc);
        return hit ? [hit.drug.id] : [];
      }),
    );
    return { cntr: searchDrugs(catalogue, query.name, query.limit, selected) };
  });

  routes.implement(endpoints.drugs.detail, async ({ deps, params }) => {
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
  });

  routes.implement(endpoints.drugs.saveDosage, async ({ deps, body, sessionId }) => ({
    cntr: await saveDosage(deps.db, sessionId, body),
  }));

  routes.implement(endpoints.drugs.deleteDosage, async ({ deps, params, sessionId }) => {
    if (!(await deleteDosage(deps.db, sessionId, params.recordId))) throw notFound('Dosage not found');
    return undefined;
  });
};
