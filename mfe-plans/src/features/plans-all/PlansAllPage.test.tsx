import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithHost, testHost } from 'web-kit/test-host';
import PlansAllPage from './PlansAllPage';

const CMS = { publisher: 'CMS', contractYear: 2027, quarter: 1, importedAt: '2026-11-28T15:00:00.000Z' };

const noticeOn = async (path: string) => {
  // The imported files serve; the api still generates the Medigap quotes (so no site-wide planData).
  const { host } = testHost({ importedData: CMS }, () => new Promise(() => {}));
  renderWithHost(
    <Routes>
      <Route path="/plans/all/" element={<PlansAllPage />} />
    </Routes>,
    host,
    path,
  );
  return (await screen.findByTestId('data-notice')).textContent;
};

describe('/plans/all/: the data notice follows the tab', () => {
  it('names the CMS files under the Medicare Advantage and Part D lists, and says "Sample data" under the generated Medigap quotes', async () => {
    const cms = 'Plan data: CMS, contract year 2027, quarter 1, imported November 28, 2026.';
    expect(await noticeOn('/plans/all/')).toBe(cms);
    cleanup();
    expect(await noticeOn('/plans/all/?tab=pdp')).toBe(cms);
    cleanup();
    expect(await noticeOn('/plans/all/?tab=medSupp')).toBe(
      'Sample data: the plans and prices here are made up, not real offers.',
    );
  });
});
