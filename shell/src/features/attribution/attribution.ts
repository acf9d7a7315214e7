/**
 * Query parameters read on every route (spec section 2) and the tracked marketing parameters (spec 9).
 * Values seen once are kept for the visit (merged into the persisted app state), so a reload or a
 * navigation without them does not lose the campaign that brought the visitor.
 */
import { TRACKED_MARKETING_PARAMS } from 'shared-contracts';
import type { LeadAttribution } from 'shared-contracts/api/leads';

export interface Attribution {
  websiteReferenceId?: string;
  allId?: string;
  clickId?: string;
  zip?: string;
  fips?: string;
  agentUuid?: string;
  campaignId?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
  utmName?: string;
  adGroupId?: string;
  keyword?: string;
  creative?: string;
  leadSource?: string;
  leadSourceType?: string;
  otherLeadSource?: string;
  /** The tracked marketing parameters exactly as they came (gclid, msclkid, fbclid, ma_token, …). */
  marketing?: Partial<Record<(typeof TRACKED_MARKETING_PARAMS)[number], string>>;
}

/** Each field and the query spellings it is read from, first match wins. */
const SPELLINGS: Record<Exclude<keyof Attribution, 'marketing'>, string[]> = {
  websiteReferenceId: ['websiteReferenceID', 'websiteReferenceId'],
  allId: ['allId'],
  clickId: ['clickId', 'click_id', 'Click_Id'],
  zip: ['zip'],
  fips: ['fips'],
  agentUuid: ['agentUuid'],
  campaignId: ['campaign_id', 'campaignid'],
  utmSource: ['utm_source'],
  utmMedium: ['utm_medium'],
  utmCampaign: ['utm_campaign'],
  utmTerm: ['utm_term'],
  utmContent: ['utm_content'],
  utmName: ['utm_name'],
  adGroupId: ['adgroupid'],
  keyword: ['keyword'],
  creative: ['creative'],
  leadSource: ['leadSource', 'lead_source'],
  leadSourceType: ['leadSourceType', 'lead_source_type'],
  otherLeadSource: ['otherLeadSource', 'other_lead_source'],
};

const MAX_VALUE_LENGTH = 256;

export const readAttribution = (search: string | URLSearchParams): Attribution => {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const out: Attribution = {};
  for (const [field, names] of Object.entries(SPELLINGS) as [keyof typeof SPELLINGS, string[]][]) {
    for (const name of names) {
      const value = params.get(name)?.trim();
      if (value) {
        out[field] = value.slice(0, MAX_VALUE_LENGTH);
        break;
      }
    }
  }
  const marketing: NonNullable<Attribution['marketing']> = {};
  for (const name of TRACKED_MARKETING_PARAMS) {
    const value = params.get(name)?.trim();
    if (value) marketing[name] = value.slice(0, MAX_VALUE_LENGTH);
  }
  if (Object.keys(marketing).length) out.marketing = marketing;
  // A youtube medium forces leadSource Content with other source YouTube (spec 4).
  if (out.utmMedium?.toLowerCase() === 'youtube') {
    out.leadSource = 'Content';
    out.otherLeadSource = 'YouTube';
  }
  return out;
};

/** New values win; values not in the new visit are kept. */
export const mergeAttribution = (kept: Attribution, fresh: Attribution): Attribution => ({
  ...kept,
  ...fresh,
  ...(kept.marketing || fresh.marketing ? { marketing: { ...kept.marketing, ...fresh.marketing } } : {}),
});

/** The attribution as a lead carries it (spec 3 Lead): the host gives it to the pages. */
export const leadAttribution = (a: Attribution): LeadAttribution => {
  const m = a.marketing ?? {};
  const entries: [keyof LeadAttribution, string | undefined][] = [
    ['leadSource', a.leadSource],
    ['leadSourceType', a.leadSourceType],
    ['otherLeadSource', a.otherLeadSource],
    ['utmCampaign', a.utmCampaign],
    ['utmContent', a.utmContent],
    ['utmMedium', a.utmMedium],
    ['utmTerm', a.utmTerm],
    ['utmSource', a.utmSource],
    ['utmName', a.utmName],
    ['clickId', a.clickId],
    ['gclid', m.gclid],
    ['msclkid', m.msclkid],
    ['fbclid', m.fbclid],
    ['maToken', m.ma_token],
    ['allId', a.allId],
    ['campaignId', a.campaignId],
    ['adGroupId', a.adGroupId],
    ['keyword', a.keyword],
    ['creative', a.creative],
  ];
  return Object.fromEntries(entries.filter(([, v]) => v)) as LeadAttribution;
};

/**
 * Whether merging `fresh` into `kept` would change anything (an address without new parameters does
 * not). A merge keeps the kept keys in their order, so equal content serializes equally.
 */
export const addsToAttribution = (kept: Attribution, fresh: Attribution): boolean =>
  JSON.stringify(mergeAttribution(kept, fresh)) !== JSON.stringify(kept);
