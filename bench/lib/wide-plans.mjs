// A county's plan list made as long as a big county's: the api answers for a real county and its Medicare
// Advantage plans are repeated (new ids, spread premiums and drug costs) up to a count. For the benchmarks
// that measure a long list (plans-render, interactions).

/** The county's real answer, its Medicare Advantage plans repeated up to `count`. */
export const widen = (body, count) => {
  const { medicarePlans, extraPlanData } = body.cntr;
  const ma = medicarePlans.filter((p) => p.planType !== 1);
  const plans = [];
  const extra = [];
  for (let i = 0; plans.length < count; i++) {
    const base = ma[i % ma.length];
    const copy = Math.floor(i / ma.length);
    const planID = String((Number(base.planID) + copy * 100) % 1000).padStart(3, '0');
    const id = `${base.contractID}${planID}${base.segmentID}${copy}`;
    const premium = Math.round((base.monthlyPremium + ((i * 7) % 60)) * 100) / 100;
    plans.push({
      ...base,
      id,
      iD: id,
      planID,
      planName: `${base.planName} ${copy + 1}`,
      monthlyPremium: premium,
      annualPlanPremium: premium * 12,
      estimatedAnnualDrugCost: base.estimatedAnnualDrugCost + ((i * 37) % 900),
    });
    const e = extraPlanData.find((x) => x.connectureId === base.id);
    if (e) extra.push({ ...e, connectureId: id, cmsId: `${base.contractID}-${planID}-${base.segmentID}` });
  }
  return { ...body, cntr: { ...body.cntr, medicarePlans: plans, extraPlanData: extra } };
};

/** Every Medicare Advantage plan list a Playwright browser context fetches comes back `count` long. */
export const widenPlanLists = (context, count) =>
  context.route(/\/consumer\/plans\?/, async (route) => {
    // A list still in flight when its scenario closes the page fails here: an unhandled rejection
    // stopped the whole run (a Part D list the plans page prefetches, on a loaded machine).
    const response = await route.fetch().catch(() => null);
    if (!response) return route.abort().catch(() => {});
    const body = await response.json();
    const wide =
      body.cntr && new URL(route.request().url()).search.includes('MAPD') ? widen(body, count) : body;
    await route.fulfill({ response, json: wide });
  });
