/**
 * Content: operation hours, disclaimers (CMS third-party marketing wording; the 2023 window and the
 * open-ended later ones of spec 9; the per-carrier ones are read from the served plan data, routes.ts) and
 * the campaign phone table. The spec shows no per-campaign numbers,
 * so every seeded campaign row carries the default number; a real table is a data change.
 */
import { DEFAULT_SITE_PHONE, DISCLAIMER_LAST_UPDATED, DISCLAIMER_OPEN_END } from 'shared-contracts';
import { PAGE_KINDS } from 'shared-contracts/api';
import type { Queryable } from '../../db/db';

/** Each option in English and in Spanish (the same where it is not words). */
export const SITE_OPTIONS: Record<string, { en: string; es: string }> = {
  operation_hours: {
    en: 'Mon-Fri 8am-8pm ET, Sat 9am-5pm ET',
    // The zone once for both days: the line fits under the top bar's call button at 1024 px.
    es: 'de lunes a viernes de 8 a. m. a 8 p. m. y sábados de 9 a. m. a 5 p. m. (hora del Este)',
  },
  disclaimersLastUpdated: { en: DISCLAIMER_LAST_UPDATED, es: DISCLAIMER_LAST_UPDATED },
  versionCode: { en: 'MPF-WEB-2026-001', es: 'MPF-WEB-2026-001' },
};

const DISCLAIMERS = [
  {
    id: 'tpmo-2023',
    carrier: null,
    start: '2023-01-01',
    end: '2023-10-01',
    text: 'We do not offer every plan available in your area. Any information we provide is limited to those plans we do offer in your area. Please contact Medicare.gov or 1-800-MEDICARE to get information on all of your options.',
    textEs:
      'No ofrecemos todos los planes disponibles en su zona. Toda la información que le damos se limita a los planes que ofrecemos en su zona. Comuníquese con Medicare.gov o llame al 1-800-MEDICARE para obtener información sobre todas sus opciones.',
  },
  {
    id: 'tpmo',
    carrier: null,
    start: '2023-10-01',
    end: DISCLAIMER_OPEN_END,
    text: 'We do not offer every plan available in your area. Currently we represent {organizations} organizations which offer {products} products in your area. Please contact Medicare.gov, 1-800-MEDICARE, or your local State Health Insurance Program (SHIP) to get information on all of your options.',
    textEs:
      'No ofrecemos todos los planes disponibles en su zona. Actualmente representamos a {organizations} organizaciones que ofrecen {products} productos en su zona. Comuníquese con Medicare.gov, llame al 1-800-MEDICARE o a su Programa Estatal de Asistencia sobre Seguros de Salud (SHIP) local para obtener información sobre todas sus opciones.',
  },
  {
    id: 'not-government',
    carrier: null,
    start: '2023-01-01',
    end: DISCLAIMER_OPEN_END,
    text: 'Not connected with or endorsed by the United States government or the federal Medicare program.',
    textEs:
      'No tiene relación con el gobierno de los Estados Unidos ni con el programa federal de Medicare, ni cuenta con su respaldo.',
  },
  {
    id: 'licensed-agent',
    carrier: null,
    start: '2023-01-01',
    end: DISCLAIMER_OPEN_END,
    text: 'Calling the number on this site connects you to a licensed insurance agent. TTY users call 711.',
    textEs:
      'Al llamar al número de este sitio, usted se comunica con un agente de seguros con licencia. Los usuarios de TTY deben llamar al 711.',
  },
];

const CAMPAIGNS = ['default', 'open_funnel_control', 'open_funnel_test'];

export const seedContent = async (tx: Queryable) => {
  await tx.exec('delete from site_options; delete from disclaimers; delete from campaign_phone_numbers;');
  for (const [key, value] of Object.entries(SITE_OPTIONS)) {
    await tx.query('insert into site_options (key, value, value_es) values ($1, $2, $3)', [
      key,
      value.en,
      value.es,
    ]);
  }
  for (const [sort, d] of DISCLAIMERS.entries()) {
    await tx.query(
      `insert into disclaimers (id, carrier, display_start_date, display_end_date, body, body_es, sort)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [d.id, d.carrier, d.start, d.end, d.text, d.textEs, sort],
    );
  }
  for (const campaign of CAMPAIGNS) {
    for (const pageKind of PAGE_KINDS) {
      await tx.query(
        'insert into campaign_phone_numbers (campaign, page_kind, phone_number) values ($1, $2, $3)',
        [campaign, pageKind, DEFAULT_SITE_PHONE],
      );
    }
  }
};
