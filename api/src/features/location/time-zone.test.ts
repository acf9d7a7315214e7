import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, SAMPLE, type TestApi } from '../../test/harness';
import { timeZoneAt, timeZoneOfZip } from './time-zone';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('timeZoneOfZip', () => {
  it.each([
    [SAMPLE.zip, 'America/Phoenix'],
    // Navajo Nation, Arizona: keeps daylight time unlike the rest of the state.
    ['86515', 'America/Denver'],
    // Florida panhandle is Central, the peninsula Eastern.
    ['32501', 'America/Chicago'],
    ['33101', 'America/New_York'],
    // El Paso is Mountain, the rest of Texas Central.
    ['79901', 'America/Denver'],
    ['75201', 'America/Chicago'],
    ['46204', 'America/Indiana/Indianapolis'],
    ['47601', 'America/Chicago'],
    ['42101', 'America/Chicago'],
    ['37902', 'America/New_York'],
    ['83814', 'America/Los_Angeles'],
    ['83201', 'America/Boise'],
    ['99501', 'America/Anchorage'],
    ['96813', 'Pacific/Honolulu'],
  ])('%s is in %s', async (zip, zone) => {
    expect(await timeZoneOfZip(api.db, zip)).toBe(zone);
  });

  it('uses the main county for a ZIP without coordinates of its own, and null for an unknown ZIP', async () => {
    // 34249 (Sarasota, FL) is in the county crosswalk but has no place record.
    expect(await timeZoneOfZip(api.db, '34249')).toBe('America/New_York');
    expect(await timeZoneOfZip(api.db, SAMPLE.unknownZip)).toBeNull();
  });
});

describe('timeZoneAt', () => {
  it('gives no zone for open sea', () => {
    expect(timeZoneAt(30, -40)).toBeNull();
  });
});
