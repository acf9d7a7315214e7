// A returning visitor in Maricopa County, as the shell stores its app state: the ZIP is known, so the
// ZIP prompt stays shut. Shared by the benchmarks that measure pages a visitor with a ZIP sees.
export const APP_STATE_KEY = 'mpf:app-state:v1';

export const knownVisitorState = (now = new Date()) => ({
  attribution: {},
  location: { zipCode: '85004', fips: '04013', countyName: 'Maricopa' },
  consumer: {},
  session: null,
  // The plan year rolls over in October (spec 3), as the shell computes it.
  planYear: now.getMonth() >= 9 ? now.getFullYear() + 1 : now.getFullYear(),
  planFetchFlags: { hmo: true, ppo: true, pdp: true, medSupp: true, medicareAdvantage: true },
  planCounts: {},
  visitWasTracked: false,
  transactionId: crypto.randomUUID(),
});

/** Stores the known visitor in a Playwright browser context before its pages' scripts run. */
export const knownVisitor = (context) =>
  context.addInitScript(
    ({ key, state }) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify(state));
    },
    { key: APP_STATE_KEY, state: knownVisitorState() },
  );
