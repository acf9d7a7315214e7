import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { MedigapPlan } from 'shared-contracts/api';
import { ApiError } from 'shared-contracts/http';
import { afterEach, describe, expect, it } from 'vitest';
import { answeredMedigapQuote, makeMedigapPlan } from 'web-kit/test-data';
import { renderWithHost, testHost } from 'web-kit/test-host';
import { saveQuoteInputs } from '../medigap';
import ComparePage from './ComparePage';

const medigap = (id: string, letter: string) => makeMedigapPlan({ id, planSubType: letter });

afterEach(() => sessionStorage.clear());

describe('Medigap compare (spec 8)', () => {
  it('skips a single plan that fails to load in compare instead of failing the comparison', async () => {
    saveQuoteInputs(answeredMedigapQuote);
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
