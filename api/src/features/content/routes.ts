/** Content service: GET /site-options (operation hours, disclaimers) and GET /phone-numbers. */
import { DEFAULT_SITE_PHONE, PARTNER_PHONE, USN_PHONE } from 'shared-contracts';
import {
  type Disclaimer,
  isDisclaimerShown,
  PAGE_KINDS,
  type PageKind,
  type ServedDataSet,
} from 'shared-contracts/api';
import { endpoints } from 'shared-contracts/endpoints';
import type { Db } from '../../db/db';
import type { RouteRegistry } from '../../http/routes';

interface DisclaimerRow {
  id: string;
  carrier: string | null;
  display_start_date: string;
  display_end_date: string;
  body: string;
}

interface DataSetRow {
  data_set: string;
  source: string;
  contract_year: number | null;
  quarter: number | null;
  imported_at: Date | string;
  sample: boolean;
}

/** The `data_sets` records (features/cms-data), for the data notice every page shows. */
const servedDataSets = async (db: Db): Promise<ServedDataSet[]> =>
  (
    await db.query<DataSetRow>(
      'select data_set, source, contract_year, quarter, imported_at, sample from data_sets order by data_set',
    )
  ).map((r) => ({
    dataSet: r.data_set,
    // Sources are recorded as "<publisher>, <title>" (src/import/*/index.ts).
    publisher: r.source.split(',')[0]!.trim(),
    source: r.source,
    contractYear: r.contract_year,
    quarter: r.quarter,
    importedAt: new Date(r.imported_at).toISOString(),
    sample: r.sample,
  }));

export const contentRoutes = (routes: RouteRegistry) => {
  routes.implement(endpoints.content.siteOptions, async ({ deps, query }) => {
    const options = Object.fromEntries(
      (await deps.db.query<{ key: string; value: string }>('select key, value from site_options')).map(
        (r) => [r.key, r.value],
      ),
    );
    const rows = await deps.db.query<DisclaimerRow>('select * from disclaimers order by sort');
    const disclaimers: Disclaimer[] = rows.map((r) => ({
      id: r.id,
      carrier: r.carrier,
      displayStartDate: r.display_start_date,
      displayEndDate: r.display_end_date,
      text: r.body,
    }));
    return {
      operation_hours: options.operation_hours ?? '',
      disclaimersLastUpdated: options.disclaimersLastUpdated ?? '',
      versionCode: options.versionCode ?? '',
      disclaimers: query.date
        ? disclaimers.filter((d) => isDisclaimerShown(d, query.date as string))
        : disclaimers,
      dataSets: await servedDataSets(deps.db),
    };
  });

  routes.implement(endpoints.content.phoneNumbers, async ({ deps }) => {
    const rows = await deps.db.query<{ campaign: string; page_kind: PageKind; phone_number: string }>(
      'select campaign, page_kind, phone_number from campaign_phone_numbers order by campaign, page_kind',
    );
    return {
      defaultPhoneNumber: DEFAULT_SITE_PHONE,
      fallbackPhoneNumber: DEFAULT_SITE_PHONE,
      partnerPhoneNumber: PARTNER_PHONE,
      usnPhoneNumber: USN_PHONE,
      pageKinds: [...PAGE_KINDS],
      campaigns: [
        ...rows
          .filter(
            (r) =>
              !deps.config.campaignPhoneNumbers.some(
                (c) => c.campaign === r.campaign && c.pageKind === r.page_kind,
              ),
          )
          .map((r) => ({ campaign: r.campaign, pageKind: r.page_kind, phoneNumber: r.phone_number })),
        ...deps.config.campaignPhoneNumbers,
      ],
    };
  });
};
