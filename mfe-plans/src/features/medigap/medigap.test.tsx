import { screen, within } from '@testing-library/react';
import type { MedigapPlan } from 'shared-contracts/api';
import { MEDIGAP_PLAN_TYPE_ORDER } from 'shared-contracts/domain';
import { describe, expect, it, vi } from 'vitest';
import { makeMedigapPlan } from 'web-kit/test-data';
import { renderWithHost, testHost } from 'web-kit/test-host';
import { sortMedigap } from './MedigapPanel';
import { MedigapPlanCard } from './MedigapPlanCard';
import { MedigapTable } from './MedigapTable';
import { defaultQuoteInputs, firstOfNextMonth, toMedsuppQuery } from './quote';

const medigap = makeMedigapPlan;

const renderCard = (plan: MedigapPlan, eligibleDate: string | null = '2027-03-01', onChoose = vi.fn()) => {
  const { host } = testHost();
  renderWithHost(
    <MedigapPlanCard
      plan={plan}
      eligibleDate={eligibleDate}
      pinned={false}
      onTogglePin={vi.fn()}
      compared={false}
      compareDisabled={false}
      onToggleCompare={vi.fn()}
      onChoose={onChoose}
    />,
    host,
  );
  return screen.getByRole('article');
};

describe('Medigap plan letter on a quote (spec 3 rule)', () => {
  it('reads a one-letter plan type', () => {
    expect(renderCard(medigap({ id: 'csg-1-04013-G', planSubType: 'G' })).textContent).toContain('Plan G');
  });
  it('reads "N Select" as Plan N and shows the six coverage values of N', () => {
    const card = renderCard(medigap({ id: 'csg-1-04013-NS', planSubType: 'N Select' }));
    expect(card.textContent).toContain('Plan N');
    const items = within(card)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toHaveLength(6);
    expect(items[4]).toContain('Part A deductible: ✓ Covered');
    expect(items[5]).toContain('Part B deductible: ✗ Not covered');
  });
  it('shows K at 50%', () => {
    const k = renderCard(medigap({ id: 'c-K', planSubType: 'K' }));
    expect(k.textContent).toContain('Part B coinsurance or copayment: ◐ 50% covered');
  });
  it('marks Plan F unavailable to people new to Medicare since 2020', () => {
    const f = renderCard(medigap({ id: 'c-F', planSubType: 'F' }), '2027-03-01');
    expect(f.textContent).toContain('Not available to you');
    expect(within(f).queryByRole('link', { name: /Enroll/ })).toBeNull();
  });
  it('tells the list when the person opens the details or enrolls', () => {
    const onChoose = vi.fn();
    const card = renderCard(medigap({ id: 'csg-1-04013-G', planSubType: 'G' }), '2027-03-01', onChoose);
    within(card)
      .getByRole('link', { name: /details/i })
      .click();
    within(card)
      .getByRole('link', { name: /Enroll/ })
      .click();
    expect(onChoose).toHaveBeenCalledTimes(2);
  });
  it('offers Plan F to someone eligible before 2020', () => {
    const f = renderCard(medigap({ id: 'c-F', planSubType: 'F' }), '2016-05-01');
    expect(f.textContent).not.toContain('Not available to you');
  });
});

describe('MedigapTable', () => {
  // The spec's order of the letters is pinned where it is defined (shared-contracts/domain).
  it('lists the ten letters in the spec order with premium ranges and the K and L limits', () => {
    const { host } = testHost();
    renderWithHost(<MedigapTable />, host);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-letter'))).toEqual([...MEDIGAP_PLAN_TYPE_ORDER]);
    expect(rows).toHaveLength(10);
    expect(rows[0]?.textContent).toContain('$102-$294');
    expect(rows[7]?.textContent).toContain('$39-$138');
    expect(rows[7]?.textContent).toContain('$4,960');
    expect(rows[8]?.textContent).toContain('$2,480');
    expect(rows[0]?.textContent).toContain('No limit needed');
  });
  it('gives every letter its notice and coverage lines, with foreign travel terms', () => {
    const { host } = testHost();
    renderWithHost(<MedigapTable />, host);
    expect(screen.getAllByText(/Plans C and F are not available to people new to Medicare/)).toHaveLength(2);
    expect(screen.getAllByText(/\$250 deductible.*\$50,000 lifetime maximum/).length).toBe(6);
  });
});

describe('quote defaults (spec 9)', () => {
  const today = new Date(2026, 10, 21);
  it('birth date 65 years ago, coverage the first of next month, Part B on the 65th birthday', () => {
    const q = defaultQuoteInputs(today, {});
    expect(q.birthDate).toBe('11/21/1961');
    expect(q.coverageStart).toBe('2026-12-01');
    expect(q.partBEffectiveDate).toBe('11/21/2026');
    expect(q.gender).toBeNull();
    expect(firstOfNextMonth(new Date(2026, 11, 15))).toBe('2027-01-01');
  });
  it('uses what the host knows about the person', () => {
    const q = defaultQuoteInputs(today, { dateOfBirth: '04/28/1958', gender: 'Female', smoke: true });
    expect(q).toMatchObject({
      birthDate: '04/28/1958',
      gender: 'Female',
      smoke: true,
      partBEffectiveDate: '04/28/2023',
    });
  });
  it('sends dates as YYYY-MM-DD, gender as M or F, and smoke as 0 for a smoker', () => {
    const q = { ...defaultQuoteInputs(today, {}), gender: 'Male' as const, smoke: true };
    expect(toMedsuppQuery(q, { zipCode: '85004', fips: '04013' }, 2027, 'cs1')).toEqual({
      planYear: 2027,
      zip: '85004',
      fips: '04013',
      birthDate: '1961-11-21',
      connectureSessionId: 'cs1',
      coverageBegin: '2026-12-01',
      partAEffectiveDate: '2026-11-21',
      partBEffectiveDate: '2026-11-21',
      gender: 'M',
      smoke: '0',
    });
    expect(
      toMedsuppQuery(
        { ...q, gender: 'Female', smoke: false },
        { zipCode: '85004', fips: '04013' },
        2027,
        undefined,
      ),
    ).toMatchObject({ gender: 'F', smoke: '1' });
  });
});

describe('sortMedigap', () => {
  it('puts pinned plans first, then the lowest premium', () => {
    const plans = [
      medigap({ id: 'a', planSubType: 'G', monthlyPremium: 150 }),
      medigap({ id: 'b', planSubType: 'N', monthlyPremium: 110 }),
      medigap({ id: 'c', planSubType: 'K', monthlyPremium: 60 }),
    ];
    expect(sortMedigap(plans).map((p) => p.id)).toEqual(['c', 'b', 'a']);
    expect(sortMedigap(plans, ['a']).map((p) => p.id)).toEqual(['a', 'c', 'b']);
  });
});
