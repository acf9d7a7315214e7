/** GET /consumer-prefill/{id} (no auth): a prefill record without its empty values. */
import { consumerPrefillSchema, prefillParamsSchema } from 'shared-contracts/api';
import { notFound } from '../../http/errors';
import type { Services } from '../../http/routes';

export const prefillRoutes = ({ consumer }: Services) => {
  consumer.add({
    method: 'get',
    path: '/consumer-prefill/:id',
    summary: 'A prefill record an agent created (empty values left out)',
    auth: 'none',
    params: prefillParamsSchema,
    response: consumerPrefillSchema,
    handler: async ({ deps, params }) => {
      const [row] = await deps.db.query<{ agent_uuid: string | null; data: Record<string, unknown> }>(
        'select agent_uuid, data from consumer_prefills where id = $1',
        [params.id],
      );
      if (!row) throw notFound('Prefill not found');
      const fields = Object.entries({ ...row.data, agentUuid: row.agent_uuid }).filter(
        ([, v]) => typeof v === 'string' && v.trim() !== '',
      );
      return { id: params.id, ...Object.fromEntries(fields) };
    },
  });
};
