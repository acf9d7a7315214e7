/**
 * Which phone number the site shows (spec sections 1, 2, 4 and 9). Order of precedence:
 * an agent assigned by agentUuid, the site id USN, the named partner's pages, then the campaign's number
 * for the route's page kind, else the fallback (623) 223-8884.
 */
import { type PageKind, type PhoneNumbers, resolveCampaignPhone } from './api/content';
import { PHONE_PARTNER_ID, phoneWithoutTable, USN_SITE_ID } from './constants';

export interface PhoneInputs {
  /** The current route's phone page kind. */
  pageKind: PageKind | null;
  /** The partner the current page names, if it is a partner page. */
  partnerId: string | null;
  campaignId?: string | undefined;
  allId?: string | undefined;
  agentPhone?: string | undefined;
  table?: Pick<
    PhoneNumbers,
    'campaigns' | 'fallbackPhoneNumber' | 'partnerPhoneNumber' | 'usnPhoneNumber'
  > | null;
}

export const selectPhone = ({
  pageKind,
  partnerId,
  campaignId,
  allId,
  agentPhone,
  table,
}: PhoneInputs): string => {
  if (agentPhone) return agentPhone;
  if (!table) return phoneWithoutTable({ partnerId, allId });
  if (allId === USN_SITE_ID) return table.usnPhoneNumber;
  if (partnerId === PHONE_PARTNER_ID) return table.partnerPhoneNumber;
  return resolveCampaignPhone(table, campaignId, pageKind);
};
