/** GET /consumer-prefill/{id} (no auth): a prefill record without its empty values. */
import { endpoints } from 'shared-contracts/endpoints';
import { notFound } from '../../http/errors';
import type { RouteRegistry } from '../../http/routes';
import { PREFILL_ERRORS } from './messages';

export const prefillRoutes = (routes: RouteRegistry) => {
  routes.implement(endpoints.prefill.detail, async ({ deps, params }) => {
    const [row] = await deps.db.query<{ agent_uuid: string | null; data: Record<string, unknown> }>(
      'select agent_uuid, data from consumer_prefills where id = $1',
      [params.id],
    );
    if (!row) throw notFound(PREFILL_ERRORS.prefillNotFound);
    const fields = Object.entries({ ...row.data, agentUuid: row.agent_uuid }).filter(
      ([, v]) => typeof v === 'string' && v.trim() !== '',
    );
    return { id: params.id, ...Object.fromEntries(fields) };
  });
};
