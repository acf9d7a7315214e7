/**
 * Which phone number the site shows (spec sections 1, 2, 4 and 9). Order of precedence:
 * an agent assigned by agentUuid, the site id USN, the named partner's pages, then the campaign's number
 * for the route's page kind, else the fallback (623) 223-8884.
 */
import { DEFAULT_SITE_PHONE, PARTNER_PHONE, USN_PHONE, USN_SITE_ID } from 'shared-contracts';
import { type PageKind, type PhoneNumbers, resolveCampaignPhone } from 'shared-contracts/api';

/** The partner whose pages carry the partner phone number. */
export const PHONE_PARTNER_ID = 'silver-path';

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
  if (allId === USN_SITE_ID) return table?.usnPhoneNumber ?? USN_PHONE;
  if (partnerId === PHONE_PARTNER_ID) return table?.partnerPhoneNumber ?? PARTNER_PHONE;
  if (!table) return DEFAULT_SITE_PHONE;
  return resolveCampaignPhone(table, campaignId, pageKind);
};
