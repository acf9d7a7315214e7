import { type ReactNode, useMemo } from 'react';
import { selectPhone } from 'shared-contracts';
import { pageKindForPath } from 'shared-contracts/api/content';
import { HostContext, useHost } from 'shared-contracts/react';
import { usePhoneTableQuery } from 'web-kit/queries/content';
import { usePartnerQuery } from 'web-kit/queries/partners';
import { usePartnerTracking } from './partner-tracking';

/**
 * The partner page's part in the finder's host: once the partners service knows the partner, its id is
 * in the attribution every lead is sent with (the kit's lead save sends the host's attribution), and the
 * phone is the one the spec 4 and 9 rules pick, from the campaign phone table the shell reads too, for
 * the page shown. Until the table comes, the number without it (the loader's) stays. Page views and
 * call-tracking updates name the partner too (partner-tracking.ts).
 */
export const PartnerHost = ({
  partnerId,
  path,
  children,
}: {
  partnerId: string | null;
  path: string;
  children: ReactNode;
}) => {
  const host = useHost();
  const partnerQuery = usePartnerQuery(partnerId ?? undefined);
  const partner = partnerQuery.data ?? null;
  const table = usePhoneTableQuery().data ?? null;
  const value = useMemo(
    () => ({
      ...host,
      attribution: partner ? { ...host.attribution, partnerId: partner.id } : host.attribution,
      phone: selectPhone({
        pageKind: pageKindForPath(path),
        partnerId,
        campaignId: host.attribution.campaignId,
        allId: host.attribution.allId,
        table,
      }),
    }),
    [host, partner, partnerId, path, table],
  );
  usePartnerTracking(value, path, partnerQuery.isLoading);
  return <HostContext.Provider value={value}>{children}</HostContext.Provider>;
};
