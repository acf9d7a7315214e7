/** Partners service GET /partners/{id}: bearer token = a partner api token or a visitor's session token. */
import { endpoints } from 'shared-contracts/endpoints';
import { notFound } from '../../http/errors';
import type { RouteRegistry } from '../../http/routes';
import { PARTNER_ERRORS } from './messages';

interface Row {
  id: string;
  salesforce_id: string;
  name: string;
  url: string;
  primary_color: string;
  secondary_color: string | null;
  phone_number: string | null;
  logo_src: string | null;
  logo_alt: string | null;
}

export const partnerRoutes = (routes: RouteRegistry) => {
  routes.implement(endpoints.partners.detail, async ({ deps, params }) => {
    const [row] = await deps.db.query<Row>('select * from partners where id = $1', [params.id]);
    if (!row) throw notFound(PARTNER_ERRORS.partnerNotFound);
    return {
      id: row.id,
      salesforceId: row.salesforce_id,
      name: row.name,
      url: row.url,
      colors: { primary: row.primary_color, secondary: row.secondary_color },
      phoneNumber: row.phone_number,
      logo: row.logo_src ? { src: row.logo_src, alt: row.logo_alt ?? row.name } : null,
    };
  });
};
