import { cleanup, screen } from '@testing-library/react';
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

const notice = async (
  language: Language,
  planData?: PlanDataSource,
  {
    importedData,
    onlyImportedFigures,
  }: { importedData?: PlanDataSource; onlyImportedFigures?: boolean } = {},
) => {
  const { host } = testHost({
    language,
    ...(planData ? { planData } : {}),
    ...(importedData ? { importedData } : {}),
  });
  renderWithHost(
    <PageFrame title="Plans" onlyImportedFigures={onlyImportedFigures}>
      body
    </PageFrame>,
    host,
  );
  // The Spanish catalogue loads on first use: wait for the notice in the page's language.
  const lead = language === 'es' ? /^Datos/ : /^(Sample|Plan) data/;
  return (await screen.findByText(lead, { selector: '[data-testid="data-notice"]' })).textContent;
};

describe('the data notice under every page', () => {
  it.each<[string, Language, PlanDataSource | undefined, string]>([
    [
      '"Sample data" while the host names no publisher data (the sample serves, or not heard yet)',
      'en',
      undefined,
      'Sample data: the plans and prices here are made up, not real offers.',
    ],
    [
      'the source, contract year, quarter and import day when the publisher data serves',
      'en',
      CMS_2027_Q1,
      'Plan data: CMS, contract year 2027, quarter 1, imported November 28, 2026.',
    ],
    [
      'the sample wording in Spanish',
      'es',
      undefined,
      'Datos de muestra: los planes y precios de este sitio son inventados, no ofertas reales.',
    ],
    [
      'the publisher data in Spanish, the day as Spanish writes it',
      'es',
      CMS_2027_Q1,
      'Datos de los planes: CMS, año de contrato 2027, trimestre 1, importados el 28 de noviembre de 2026.',
    ],
    [
      'no quarter the files did not name',
      'en',
      { ...CMS_2027_Q1, quarter: null },
      'Plan data: CMS, contract year 2027, imported November 28, 2026.',
    ],
  ])('says %s', async (_, language, planData, text) => {
    expect(await notice(language, planData)).toBe(text);
  });
});

describe('a page whose figures are all imported (a Medicare plan list, the drugs, the doctor search)', () => {
  it('names the imported files while the api still generates what other pages show (the Medigap quotes)', async () => {
    expect(await notice('en', undefined, { importedData: CMS_2027_Q1, onlyImportedFigures: true })).toBe(
      'Plan data: CMS, contract year 2027, quarter 1, imported November 28, 2026.',
    );
  });

  it('says "Sample data" on any other page then, and on such a page while the imported files are the sample', async () => {
    expect(await notice('en', undefined, { importedData: CMS_2027_Q1 })).toBe(
      'Sample data: the plans and prices here are made up, not real offers.',
    );
    cleanup();
    expect(await notice('en', undefined, { onlyImportedFigures: true })).toBe(
      'Sample data: the plans and prices here are made up, not real offers.',
    );
  });
});
