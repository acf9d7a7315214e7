/** GET /drugs, GET /drugs/{id}, POST /session/dosages, DELETE /session/dosages/{record id} (consumer). */
import { endpoints } from 'shared-contracts/endpoints';
import { notFound } from '../../http/errors';
import type { RouteRegistry } from '../../http/routes';
import { dosagesByNdc, drugDetail, searchDrugs } from './catalogue';
import { deleteDosage, saveDosage, sessionDosageRows } from './dosages';
import { DRUG_ERRORS } from './messages';

export const drugRoutes = (routes: RouteRegistry) => {
  routes.implement(
    endpoints.drugs.search,
    async ({ deps, query, sessionId }) => {
      const mine = await dosagesByNdc(
        deps.db,
        (await sessionDosageRows(deps.db, sessionId)).map((r) => r.ndc),
      );
      const selected = new Set([...mine.values()].map((d) => d.drug.id));
      return { cntr: await searchDrugs(deps.db, query.name, query.limit, selected) };
    },
    { compress: true },
  );

  routes.implement(
    endpoints.drugs.detail,
    async ({ deps, params }) => {
      const drug = await drugDetail(deps.db, params.id);
      if (!drug) throw notFound(DRUG_ERRORS.drugNotFound);
      return { cntr: drug };
    },
    { compress: true },
  );

  routes.implement(endpoints.drugs.saveDosage, async ({ deps, body, sessionId }) => ({
    cntr: await saveDosage(deps.db, sessionId, body),
  }));

  routes.implement(endpoints.drugs.deleteDosage, async ({ deps, params, sessionId }) => {
    if (!(await deleteDosage(deps.db, sessionId, params.recordId)))
      throw notFound(DRUG_ERRORS.dosageNotFound);
    return undefined;
  });
};
