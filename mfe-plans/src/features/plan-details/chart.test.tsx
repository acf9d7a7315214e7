import { screen, within } from '@testing-library/react';
import type { DrugCostMonth } from 'shared-contracts/api';
import { describe, expect, it } from 'vitest';
import { renderWithHost, testHost } from 'web-kit/test-host';
import { niceScale, stackMonth } from './chart';
import { DrugCostChart } from './DrugCostChart';

const month = (m: number, over: Partial<DrugCostMonth>): DrugCostMonth => ({
  month: m,
  phase: 'initial',
  deductible: 0,
  initial: 0,
  catastrophic: 0,
  notCovered: 0,
  total: 0,
  cumulativeOutOfPocket: 0,
  ...over,
});

describe('chart geometry', () => {
  it('rounds the axis up to a readable step', () => {
    expect(niceScale(615)).toEqual({ max: 800, step: 200 });
    expect(niceScale(90)).toEqual({ max: 100, step: 25 });
    expect(niceScale(0)).toEqual({ max: 100, step: 25 });
  });
  it('stacks phases bottom-up and skips empty ones', () => {
    const segs = stackMonth(month(1, { deductible: 100, initial: 50, total: 150 }), 200, 100);
    expect(segs).toEqual([
      { segment: 'deductible', y: 50, height: 50, value: 100 },
      { segment: 'initial', y: 25, height: 25, value: 50 },
    ]);
  });
});

describe('DrugCostChart', () => {
  it('draws one bar group per month as an SVG picture with a text alternative and a table', () => {
    const months = Array.from({ length: 12 }, (_, i) =>
      month(
        i + 1,
        i === 0 ? { phase: 'deductible', deductible: 615, total: 615 } : { initial: 120, total: 120 },
      ),
    );
    const { host } = testHost();
    const { container } = renderWithHost(<DrugCostChart months={months} idPrefix="t" />, host);
    const img = screen.getByRole('img', { name: /Your drug costs month by month/ });
    expect(img.tagName.toLowerCase()).toBe('svg');
    expect(container.querySelectorAll('g[data-month]')).toHaveLength(12);
    // A bar and a phase strip per month.
    expect(container.querySelectorAll('rect')).toHaveLength(24);
    expect(screen.getByText(/Yearly total \$1,935/)).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]?.textContent).toBe('JanuaryDeductible$615');
  });
  it('asks for drugs when there is nothing to draw', () => {
    const { host } = testHost();
    renderWithHost(<DrugCostChart months={[month(1, {})]} idPrefix="t" />, host);
    expect(screen.getByText(/Add your drugs/)).toBeTruthy();
  });
});
