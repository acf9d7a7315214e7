/** Content service: GET /site-options (operation hours, disclaimers) and GET /phone-numbers. */
import { DEFAULT_SITE_PHONE, PARTNER_PHONE, USN_PHONE } from 'shared-contracts';
import { type Disclaimer, isDisclaimerShown, PAGE_KINDS, type PageKind } from 'shared-contracts/api';
import { endpoints } from 'shared-contracts/endpoints';
import type { RouteRegistry } from '../../http/routes';

interface DisclaimerRow {
  id: string;
  carrier: string | null;
  display_start_date: string;
  display_end_date: string;
  body: string;
}

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
