/** Content service: site options (operation hours, disclaimers) and campaign phone numbers (spec 2, 4, 9). */
import * as z from 'zod/mini';
import { DEFAULT_SITE_PHONE } from '../constants';
import { lazySchema } from '../lazy-schema';

export const disclaimerSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    /** null for a disclaimer shown whatever the carrier. */
    carrier: z.nullable(z.string()),
    displayStartDate: z.string(),
    displayEndDate: z.string(),
    text: z.string(),
  }),
);
export type Disclaimer = z.infer<typeof disclaimerSchema>;

export const siteOptionsQuerySchema = lazySchema(() =>
  z.object({
    /** Only the disclaimers whose window holds this date (YYYY-MM-DD); all when absent. */
    date: z.optional(z.iso.date()),
  }),
);
/**
 * One data set the pages are built from: an imported one (its `data_sets` record: the repository's sample
 * or a publisher's files), or sample data the api generates.
 */
export const servedDataSetSchema = lazySchema(() =>
  z.object({
    /** The import's name for it: `part-d`, `ma-landscape`, `fda-ndc`, `nppes`. */
    dataSet: z.string(),
    /** Who published the files ("CMS", "FDA"): the recorded source up to its first comma. */
    publisher: z.string(),
    /** The source as recorded: publisher, then the publication's title. */
    source: z.string(),
    contractYear: z.nullable(z.int()),
    quarter: z.nullable(z.int().check(z.minimum(1), z.maximum(4))),
    /** null for data the api generates rather than imports. */
    importedAt: z.nullable(z.iso.datetime({ offset: true })),
    /** Sample content: the shipped sample files (api/data/sample), or data the api generates. */
    sample: z.boolean(),
  }),
);
export type ServedDataSet = z.infer<typeof servedDataSetSchema>;

export const siteOptionsSchema = lazySchema(() =>
  z.object({
    operation_hours: z.string(),
    disclaimers: z.array(disclaimerSchema),
    disclaimersLastUpdated: z.string(),
    versionCode: z.string(),
    /** Extension: the data sets the pages are built from (absent from an api that does not import). */
    dataSets: z.optional(z.array(servedDataSetSchema)),
  }),
);
export type SiteOptions = z.infer<typeof siteOptionsSchema>;

/** The data set the plan pages are named by in the data notice. */
export const PLAN_DATA_SET = 'part-d';

/** What the data notice names in place of "Sample data" once the pages run on a publisher's files. */
export const planDataSourceSchema = lazySchema(() =>
  z.extend(z.pick(servedDataSetSchema, { publisher: true, contractYear: true, quarter: true }), {
    importedAt: z.iso.datetime({ offset: true }),
  }),
);
export type PlanDataSource = z.infer<typeof planDataSourceSchema>;

/**
 * The api's entry for what it generates rather than imports (provider-network locations, Medigap quotes):
 * always sample, listed while any page shows such figures.
 */
export const GENERATED_DATA_SET = 'reference-data';

/**
 * The plan data to name, or null while any data set the pages use is the shipped sample (or none is known
 * yet): one sample data set makes every page's figures partly examples.
 */
export const planDataSource = (dataSets: readonly ServedDataSet[] | undefined): PlanDataSource | null => {
  if (!dataSets?.length || dataSets.some((d) => d.sample)) return null;
  // A data set per contract year: from October two plan years serve; the notice names the newest.
  const plans = dataSets
    .filter((d) => d.dataSet === PLAN_DATA_SET)
    .sort((a, b) => (b.contractYear ?? 0) - (a.contractYear ?? 0))[0];
  return plans?.importedAt
    ? {
        publisher: plans.publisher,
        contractYear: plans.contractYear,
        quarter: plans.quarter,
        importedAt: plans.importedAt,
      }
    : null;
};

/**
 * The same for a page whose figures all come from the imported files (a Medicare Advantage or Part D plan
 * list, details or compare; the drugs; the doctor and pharmacy searches): what the api generates does not
 * touch it, so only the imported data sets count.
 */
export const importedDataSource = (dataSets: readonly ServedDataSet[] | undefined): PlanDataSource | null =>
  planDataSource(dataSets?.filter((d) => d.dataSet !== GENERATED_DATA_SET));

/** A disclaimer is shown from its start date (inclusive) to its end date (exclusive). */
export const isDisclaimerShown = (
  d: Pick<Disclaimer, 'displayStartDate' | 'displayEndDate'>,
  isoDay: string,
) => d.displayStartDate <= isoDay && isoDay < d.displayEndDate;

export const PAGE_KINDS = ['plan-type-selection', 'landing-page', 'lead-collection', 'plans-page'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** Spec 4 selection rules by path; null when the path has no page kind (the default number applies). */
export const pageKindForPath = (path: string): PageKind | null => {
  if (path === '/') return 'plan-type-selection';
  if (path.startsWith('/open-funnel-control/') || path.startsWith('/open-funnel-test/'))
    return 'landing-page';
  if (path.includes('onboarding/complete')) return 'plan-type-selection';
  if (path.includes('onboarding')) return 'lead-collection';
  if (path.includes('plans')) return 'plans-page';
  return null;
};

export const campaignPhoneNumberSchema = lazySchema(() =>
  z.object({
    campaign: z.string(),
    pageKind: z.enum(PAGE_KINDS),
    phoneNumber: z.string(),
  }),
);
export type CampaignPhoneNumber = z.infer<typeof campaignPhoneNumberSchema>;

export const phoneNumbersSchema = lazySchema(() =>
  z.object({
    defaultPhoneNumber: z.string(),
    fallbackPhoneNumber: z.string(),
    partnerPhoneNumber: z.string(),
    usnPhoneNumber: z.string(),
    pageKinds: z.array(z.enum(PAGE_KINDS)),
    campaigns: z.array(campaignPhoneNumberSchema),
  }),
);
export type PhoneNumbers = z.infer<typeof phoneNumbersSchema>;

/** The number for a campaign on a page kind, else the table's fallback (spec 9: (623) 223-8884). */
export const resolveCampaignPhone = (
  table: Pick<PhoneNumbers, 'campaigns' | 'fallbackPhoneNumber'>,
  campaign: string | null | undefined,
  pageKind: PageKind | null,
): string =>
  table.campaigns.find((row) => row.campaign === campaign && row.pageKind === pageKind)?.phoneNumber ??
  table.fallbackPhoneNumber ??
  DEFAULT_SITE_PHONE;
