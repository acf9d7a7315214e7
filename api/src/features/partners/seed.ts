/** SAMPLE DATA: the three known partners (fictional names and salesforce ids; spec 1 and 9 numbers). */
import { PARTNER_PHONE, USN_PHONE } from 'shared-contracts';
import type { Queryable } from '../../db/db';

export const SAMPLE_PARTNERS = [
  {
    id: 'usn',
    salesforceId: '0015e00000USNAAA1',
    name: 'USN Health Guide',
    url: 'https://health.usn.example',
    primary: '#1d4f91',
    secondary: '#f2b705',
    phone: USN_PHONE,
  },
  {
    id: 'silver-path',
    salesforceId: '0015e00000SPBAAA2',
    name: 'Silver Path Benefits',
    url: 'https://silverpath.example',
    primary: '#0f6e5a',
    secondary: null,
    phone: PARTNER_PHONE,
  },
  {
    id: 'harbor-retirement',
    salesforceId: '0015e00000HRPAAA3',
    name: 'Harbor Retirement Partners',
    url: 'https://harbor-retirement.example',
    primary: '#6b2c91',
    secondary: '#e8e1f0',
    phone: null,
  },
] as const;

export const seedPartners = async (tx: Queryable) => {
  for (const p of SAMPLE_PARTNERS) {
    await tx.query(
      `insert into partners (id, salesforce_id, name, url, primary_color, secondary_color, phone_number)
       values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (id) do update set salesforce_id = excluded.salesforce_id, name = excluded.name, url = excluded.url,
         primary_color = excluded.primary_color, secondary_color = excluded.secondary_color,
         phone_number = excluded.phone_number`,
      [p.id, p.salesforceId, p.name, p.url, p.primary, p.secondary, p.phone],
    );
  }
};
