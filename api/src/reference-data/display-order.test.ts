import { compareText } from 'shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import { readZipCounties } from '../features/location/geography-data';
import { medigapPlanName } from '../features/medsupp/quotes';
import { SAMPLE_PLANS } from '../import/samples/sample-plans';
import { CARRIERS } from './carriers';
import { generateCountyMedigap } from './medigap-offerings';

// The plan pages sort carrier and plan names with compareText (shared-contracts' collate.ts), which
// writes out en-US localeCompare for printable ASCII. Every name the seed data makes, in every county,
// must come out in exactly the order localeCompare gives.
describe('the seed names in display order', () => {
  const counties = new Map<string, { fips: string; state: string; countyName: string }>();
  for (const row of readZipCounties()) counties.set(row.fips, row);
  // The Medicare plans are the sample files' (the landscape's Organization Marketing Name and Plan Name).
  const carriers = new Set<string>([
    ...CARRIERS.map((c) => c.name),
    ...SAMPLE_PLANS.map((p) => p.organization),
  ]);
  const planNames = new Set<string>(SAMPLE_PLANS.map((p) => p.name));
  for (const county of counties.values()) {
    const input = { ...county, places: [] };
    for (const offering of generateCountyMedigap(input)) {
      carriers.add(offering.carrierName);
      planNames.add(medigapPlanName({ plan_sub_type: offering.planSubType }, 'en'));
    }
  }

  const expectLocaleOrder = (names: readonly string[]) => {
    const intl = [...names].sort((a, b) => a.localeCompare(b, 'en-US'));
    expect([...names].sort(compareText)).toEqual(intl);
    // Each neighbour pair both ways, and equal names, give localeCompare's sign.
    for (let i = 1; i < intl.length; i++) {
      const [a, b] = [intl[i - 1] as string, intl[i] as string];
      expect([compareText(a, b), compareText(b, a), compareText(a, a)]).toEqual([
        Math.sign(a.localeCompare(b, 'en-US')),
        Math.sign(b.localeCompare(a, 'en-US')),
        0,
      ]);
    }
  };

  it('reads the real counties and names', () => {
    expect(counties.size).toBeGreaterThan(1000);
    expect(carriers.size).toBeGreaterThanOrEqual(CARRIERS.length);
    // Every sample plan's own name, and the Medigap plans' names besides.
    expect(planNames.size).toBeGreaterThan(SAMPLE_PLANS.length);
    expect(new Set(SAMPLE_PLANS.map((p) => p.name)).size).toBe(SAMPLE_PLANS.length);
  });

  it('orders every carrier name as en-US localeCompare', () => {
    expectLocaleOrder([...carriers]);
  });

  it('orders every plan name as en-US localeCompare', () => {
    expectLocaleOrder([...planNames]);
  });
});
