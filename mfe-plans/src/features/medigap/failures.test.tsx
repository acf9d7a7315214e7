import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { MedigapPlan } from 'shared-contracts/api';
import { ApiError } from 'shared-contracts/http';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithHost, testHost } from 'web-kit/test-host';
import ComparePage from '../compare/ComparePage';
import { MedigapPanel } from './MedigapPanel';
import { saveQuoteInputs } from './useQuote';

const medigap = (id: string, letter: string): MedigapPlan => ({
  id,
  iD: id,
  source: 'csg',
  carrier: 'c1',
  carrierName: 'Harbor Mutual',
  loggingKey: 'k',
  planName: `Harbor Mutual Plan ${letter}`,
  planType: 256,
  planSubType: letter,
  monthlyPremium: 150,
  annualPlanPremium: 1800,
  rateBasis: { age: 65, gender: 'F', tobacco: false },
  sample: true,
});

const answered = () =>
  saveQuoteInputs({
    birthDate: '04/28/1962',
    gender: 'Female',
    smoke: false,
    coverageStart: '2027-05-01',
    partBEffectiveDate: '04/01/2027',
  });

afterEach(() => sessionStorage.clear());

describe('Medigap failures (spec 8)', () => {
  it('reports a failed quote list and shows an empty list with the agent phone', async () => {
    answered();
    const { host } = testHost({ phone: '(623) 223-8884' }, (_s, _m, path) => {
      if (path === 'medsupp/plans') throw new ApiError(500, 'down', { message: 'down' });
      return undefined;
    });
    const reported: unknown[] = [];
    host.events.on('error:reported', (e) => reported.push(e));
    renderWithHost(<MedigapPanel />, host);
    const none = await screen.findByTestId('medigap-none');
    expect(within(none).getByRole('link').getAttribute('href')).toBe('tel:+16232238884');
    expect(screen.queryByRole('button', { name: /try again/i })).toBeNull();
    expect(reported).toEqual([{ source: 'mfe-plans:medsupp-list', message: expect.any(String) }]);
  });

  it('skips a single plan that fails to load in compare instead of failing the comparison', async () => {
    answered();
    const plans: Record<string, MedigapPlan> = {
      'csg-aaaaaaaaaa-G': medigap('csg-aaaaaaaaaa-G', 'G'),
      'csg-bbbbbbbbbb-N': medigap('csg-bbbbbbbbbb-N', 'N'),
    };
    const { host } = testHost({}, (_s, _m, path) => {
      const id = path.replace('medsupp/plans/', '');
      if (plans[id]) return { plan: plans[id] };
      throw new ApiError(500, 'down', { message: 'down' });
    });
    renderWithHost(
      <Routes>
        <Route path="/plans/compare/" element={<ComparePage />} />
      </Routes>,
      host,
      '/plans/compare/?type=medSupp&ids=csg-aaaaaaaaaa-G,csg-bbbbbbbbbb-N,csg-cccccccccc-F',
    );
    expect(await screen.findByText('Harbor Mutual Plan G')).toBeTruthy();
    expect(screen.getByText('Harbor Mutual Plan N')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /try again/i })).toBeNull();
  });
});
