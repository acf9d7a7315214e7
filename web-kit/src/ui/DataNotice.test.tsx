import { screen } from '@testing-library/react';
import type { Language } from 'shared-contracts';
import type { PlanDataSource } from 'shared-contracts/api/content';
import { describe, expect, it } from 'vitest';
import { renderWithHost, testHost } from '../test-host';
import { PageFrame } from './PageFrame';

// Midday UTC: the same calendar day wherever the test runs in the Americas or Europe.
const CMS_2027_Q1: PlanDataSource = {
  publisher: 'CMS',
  contractYear: 2027,
  quarter: 1,
  importedAt: '2026-11-28T15:00:00.000Z',
};

const notice = async (language: Language, planData?: PlanDataSource) => {
  const { host } = testHost({ language, ...(planData ? { planData } : {}) });
  renderWithHost(<PageFrame title="Plans">body</PageFrame>, host);
  // The Spanish catalogue loads on first use: wait for the notice in the page's language.
  const lead = language === 'es' ? /^Datos/ : /^(Sample|Plan) data/;
  return (await screen.findByText(lead, { selector: '[data-testid="data-notice"]' })).textContent;
};

describe('the data notice under every page', () => {
  it('says "Sample data" while the host names no publisher data (the sample serves, or not heard yet)', async () => {
    expect(await notice('en')).toBe(
      'Sample data: plans, prices and carriers on this site are examples, not real offers.',
    );
  });

  it('names the source, contract year, quarter and import day when the publisher data serves', async () => {
    expect(await notice('en', CMS_2027_Q1)).toBe(
      'Plan data: CMS, contract year 2027, quarter 1, imported November 28, 2026.',
    );
  });

  it('says both in Spanish', async () => {
    expect(await notice('es')).toBe(
      'Datos de muestra: los planes, precios y aseguradoras de este sitio son ejemplos, no ofertas reales.',
    );
  });

  it('names the publisher data in Spanish, the day as Spanish writes it', async () => {
    expect(await notice('es', CMS_2027_Q1)).toBe(
      'Datos de los planes: CMS, año de contrato 2027, trimestre 1, importados el 28 de noviembre de 2026.',
    );
  });

  it('leaves out a quarter the files did not name', async () => {
    expect(await notice('en', { ...CMS_2027_Q1, quarter: null })).toBe(
      'Plan data: CMS, contract year 2027, imported November 28, 2026.',
    );
  });
});
