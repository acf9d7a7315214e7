/** Partners service GET /partners/{id}: bearer token = a partner api token or a visitor's session token. */
import { partnerParamsSchema, partnerSchema } from 'shared-contracts/api';
import { notFound } from '../../http/errors';
import type { Services } from '../../http/routes';

interface Row {
  id: string;
  salesforce_id: string;
  name: string;
  url: string;
  primary_color: string;
  secondary_color: string | null;
  phone_number: string | null;
}

export const partnerRoutes = ({ partners }: Services) => {
  partners.add({
    method: 'get',
    path: '/partners/:id',
    aliases: ['/:id'],
    summary: 'A partner: salesforce id, name, url, colours and phone number',
    auth: 'partner',
    params: partnerParamsSchema,
    response: partnerSchema,
    handler: async ({ deps, params }) => {
      const [row] = await deps.db.query<Row>('select * from partners where id = $1', [params.id]);
      if (!row) throw notFound('Partner not found');
      return {
        id: row.id,
        salesforceId: row.salesforce_id,
        name: row.name,
        url: row.url,
        colors: { primary: row.primary_color, secondary: row.secondary_color },
        phoneNumber: row.phone_number,
      };
    },
  });
};
