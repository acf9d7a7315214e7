/**
 * SAMPLE DATA: the three known partners (fictional names, salesforce ids and logos; spec 1 and 9
 * numbers). The USN logo is a small SVG wordmark carried as a data URL, so it needs no file server.
 */
import { PARTNER_PHONE, USN_PHONE } from 'shared-contracts';
import type { Queryable } from '../../db/db';

const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

const USN_LOGO = svgDataUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="48" viewBox="0 0 200 48">' +
    '<rect width="48" height="48" rx="8" fill="#1d4f91"/>' +
    '<path d="M14 12v14a10 10 0 0 0 20 0V12h-6v14a4 4 0 0 1-8 0V12z" fill="#f2b705"/>' +
    '<text x="58" y="22" font-family="Georgia,serif" font-size="18" font-weight="700" fill="#1d4f91">USN</text>' +
    '<text x="58" y="41" font-family="Arial,sans-serif" font-size="13" fill="#333">Health Guide</text>' +
    '</svg>',
);

export const SAMPLE_PARTNERS = [
  {
    id: 'usn',
    salesforceId: '0015e00000USNAAA1',
    name: 'USN Health Guide',
    url: 'https://health.usn.example',
    primary: '#1d4f91',
    secondary: '#f2b705',
    phone: USN_PHONE,
    logo: { src: USN_LOGO, alt: 'USN Health Guide' },
  },
  {
    id: 'silver-path',
    salesforceId: '0015e00000SPBAAA2',
    name: 'Silver Path Benefits',
    url: 'https://silverpath.example',
    primary: '#0f6e5a',
    secondary: null,
    phone: PARTNER_PHONE,
    logo: null,
  },
  {
    id: 'harbor-retirement',
    salesforceId: '0015e00000HRPAAA3',
    name: 'Harbor Retirement Partners',
    url: 'https://harbor-retirement.example',
    primary: '#6b2c91',
    secondary: '#e8e1f0',
    phone: null,
    logo: null,
  },
] as const;

export const seedPartners = async (tx: Queryable) => {
  for (const p of SAMPLE_PARTNERS) {
    await tx.query(
      `insert into partners (id, salesforce_id, name, url, primary_color, secondary_color, phone_number,
                             logo_src, logo_alt)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       on conflict (id) do update set salesforce_id = excluded.salesforce_id, name = excluded.name, url = excluded.url,
         primary_color = excluded.primary_color, secondary_color = excluded.secondary_color,
         phone_number = excluded.phone_number, logo_src = excluded.logo_src, logo_alt = excluded.logo_alt`,
      [
        p.id,
        p.salesforceId,
        p.name,
        p.url,
        p.primary,
        p.secondary,
        p.phone,
        p.logo?.src ?? null,
        p.logo?.alt ?? null,
      ],
    );
  }
};
