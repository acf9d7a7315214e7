/**
 * Which phone number the site shows (spec sections 1, 2, 4 and 9). Order of precedence:
 * an agent assigned by agentUuid, the site id USN, the named partner's path, then the campaign's number
 * for the page kind of the path, else the fallback (623) 223-8884.
 */
import { DEFAULT_SITE_PHONE, PARTNER_PHONE, USN_PHONE, USN_SITE_ID } from 'shared-contracts';
import { type PhoneNumbers, pageKindForPath, resolveCampaignPhone } from 'shared-contracts/api';

/** The partner whose pages carry the partner phone number. */
export const PHONE_PARTNER_ID = 'silver-path';

export interface PhoneInputs {
  path: string;
  campaignId?: string | undefined;
  allId?: string | undefined;
  agentPhone?: string | undefined;
  table?: Pick<
    PhoneNumbers,
    'campaigns' | 'fallbackPhoneNumber' | 'partnerPhoneNumber' | 'usnPhoneNumber'
  > | null;
}

export const isPhonePartnerPath = (path: string) => path.startsWith(`/partner/${PHONE_PARTNER_ID}/`);

export const selectPhone = ({ path, campaignId, allId, agentPhone, table }: PhoneInputs): string => {
  if (agentPhone) return agentPhone;
  if (allId === USN_SITE_ID) return table?.usnPhoneNumber ?? USN_PHONE;
  if (isPhonePartnerPath(path)) return table?.partnerPhoneNumber ?? PARTNER_PHONE;
  if (!table) return DEFAULT_SITE_PHONE;
  return resolveCampaignPhone(table, campaignId, pageKindForPath(path));
};
