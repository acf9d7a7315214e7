/** Lead storage: one row per session, upserted; call-tracking updates. */
import { randomUUID } from 'node:crypto';
import type { LeadCreateBody, LeadUpdateBody } from 'shared-contracts/api';
import type { Queryable } from '../../db/db';

const ATTRIBUTION_KEYS = [
  'leadSource',
  'leadSourceType',
  'otherLeadSource',
  'utmContent',
  'utmMedium',
  'utmTerm',
  'utmSource',
  'utmName',
  'clickId',
  'gclid',
  'msclkid',
  'fbclid',
  'maToken',
  'allId',
  'campaignId',
  'adGroupId',
  'keyword',
  'creative',
] as const;

/** Insert the session's lead or update it; `created` tells which. */
export const upsertLead = async (
  db: Queryable,
  sessionId: string,
  lead: LeadCreateBody,
  fips: string | null,
) => {
  const attribution = Object.fromEntries(ATTRIBUTION_KEYS.filter((k) => lead[k]).map((k) => [k, lead[k]]));
  const [row] = await db.query<{ id: string; created: boolean }>(
    `insert into leads (id, session_id, first_name, last_name, email, phone, zip, fips, date_of_birth,
                        agree_to_terms, attribution, utm_campaign, custom_campaign, partner_id,
                        consent_text, consent_version, consent_shown_at, consent_language)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $13, $14, $15, $16, $17, $18)
     on conflict (session_id) do update set
       first_name = excluded.first_name, last_name = excluded.last_name, email = coalesce(excluded.email, leads.email),
       phone = excluded.phone, zip = excluded.zip, fips = excluded.fips, date_of_birth = excluded.date_of_birth,
       agree_to_terms = excluded.agree_to_terms, attribution = leads.attribution || excluded.attribution,
       utm_campaign = coalesce(excluded.utm_campaign, leads.utm_campaign),
       custom_campaign = coalesce(excluded.custom_campaign, leads.custom_campaign),
       partner_id = coalesce(excluded.partner_id, leads.partner_id),
       consent_text = coalesce(excluded.consent_text, leads.consent_text),
       consent_version = coalesce(excluded.consent_version, leads.consent_version),
       consent_shown_at = coalesce(excluded.consent_shown_at, leads.consent_shown_at),
       -- The language goes with the text it names: a new text replaces both, one from before either has none.
       consent_language = case when excluded.consent_text is null then leads.consent_language
                               else excluded.consent_language end,
       updated_at = now()
     returning id, (xmax = 0) as created`,
    [
      randomUUID(),
      sessionId,
      lead.firstName,
      lead.lastName,
      lead.emailAddress ?? null,
      lead.phoneNumber,
      lead.zip,
      fips,
      lead.dateOfBirth ?? null,
      lead.agreeToTerms ?? null,
      JSON.stringify(attribution),
      lead.utmCampaign ?? null,
      lead.customCampaign ?? null,
      lead.partnerId ?? null,
      lead.permissionToContactText?.text ?? null,
      lead.permissionToContactText?.version ?? null,
      lead.permissionToContactText?.shownAt ?? null,
      lead.permissionToContactText?.language ?? null,
    ],
  );
  if (!row) throw new Error('lead upsert returned nothing');
  return { leadId: row.id, created: row.created };
};

interface CallRow {
  id: string;
  used_website_initiated_dial: boolean;
  utm_campaign: string | null;
  custom_campaign: string | null;
  partner_id: string | null;
  campaign_id: string | null;
}

/**
 * PUT /leads: a website-initiated dial started, or a call connected (campaign labels); null without a lead.
 * An update from a partner's page names the partner and its campaign: the lead keeps them (the newest wins,
 * as for a lead posted again).
 */
export const updateLeadCalls = async (db: Queryable, sessionId: string, body: LeadUpdateBody) => {
  const dial = 'usedWebsiteInitiatedDial' in body;
  const [row] = await db.query<CallRow>(
    `update leads set
       used_website_initiated_dial = used_website_initiated_dial or $2,
       utm_campaign = coalesce($3, utm_campaign), custom_campaign = coalesce($4, custom_campaign),
       partner_id = coalesce($5, partner_id),
       attribution = case when $6::text is null then attribution
                          else attribution || jsonb_build_object('campaignId', $6::text) end,
       updated_at = now()
     where session_id = $1
     returning id, used_website_initiated_dial, utm_campaign, custom_campaign, partner_id,
               attribution->>'campaignId' as campaign_id`,
    [
      sessionId,
      dial,
      dial ? null : body.utmCampaign,
      dial ? null : body.customCampaign,
      body.partnerId ?? null,
      body.campaignId ?? null,
    ],
  );
  return row
    ? {
        leadId: row.id,
        usedWebsiteInitiatedDial: row.used_website_initiated_dial,
        utmCampaign: row.utm_campaign,
        customCampaign: row.custom_campaign,
        partnerId: row.partner_id,
        campaignId: row.campaign_id,
      }
    : null;
};
