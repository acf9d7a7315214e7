import { describe, expect, it } from 'vitest';
import { addsToAttribution, leadAttribution, mergeAttribution, readAttribution } from './attribution';

describe('attribution', () => {
  it('reads every spelling of the query parameters', () => {
    expect(readAttribution('?websiteReferenceID=A&click_id=c1&campaign_id=77').websiteReferenceId).toBe('A');
    expect(readAttribution('?websiteReferenceId=B').websiteReferenceId).toBe('B');
    expect(readAttribution('?Click_Id=c2').clickId).toBe('c2');
    expect(readAttribution('?clickId=c3&click_id=c4').clickId).toBe('c3');
    expect(readAttribution('?lead_source=Web&lead_source_type=Paid&other_lead_source=X')).toMatchObject({
      leadSource: 'Web',
      leadSourceType: 'Paid',
      otherLeadSource: 'X',
    });
    expect(readAttribution('?allId=USN&agentUuid=u-1&zip=85004&fips=04013')).toMatchObject({
      allId: 'USN',
      agentUuid: 'u-1',
      zip: '85004',
      fips: '04013',
    });
  });

  it('keeps the tracked marketing parameters and the utm fields', () => {
    const a = readAttribution(
      '?utm_source=google&utm_campaign=spring&gclid=g1&msclkid=m1&ma_token=t&other=no',
    );
    expect(a.utmSource).toBe('google');
    expect(a.utmCampaign).toBe('spring');
    expect(a.marketing).toEqual({
      utm_source: 'google',
      utm_campaign: 'spring',
      gclid: 'g1',
      msclkid: 'm1',
      ma_token: 't',
    });
  });

  it('forces leadSource Content / YouTube for a youtube medium', () => {
    expect(readAttribution('?utm_medium=YouTube&leadSource=Paid')).toMatchObject({
      leadSource: 'Content',
      otherLeadSource: 'YouTube',
    });
  });

  it('keeps earlier values that a later visit does not carry', () => {
    const kept = readAttribution('?utm_source=google&gclid=g1');
    const merged = mergeAttribution(kept, readAttribution('?utm_campaign=fall'));
    expect(merged).toMatchObject({
      utmSource: 'google',
      utmCampaign: 'fall',
      marketing: { gclid: 'g1', utm_campaign: 'fall' },
    });
  });

  it('gives a lead the attribution it carries: utm fields, click ids, campaign, nothing empty', () => {
    const a = readAttribution(
      '?utm_source=google&utm_campaign=spring&gclid=g1&ma_token=t&campaign_id=77&zip=85004',
    );
    expect(leadAttribution(a)).toEqual({
      utmSource: 'google',
      utmCampaign: 'spring',
      gclid: 'g1',
      maToken: 't',
      campaignId: '77',
    });
    expect(leadAttribution({})).toEqual({});
  });

  it('tells whether a merge would change anything, marketing parameters included', () => {
    const kept = { utmSource: 'mail', marketing: { gclid: 'g1' } };
    expect(addsToAttribution(kept, {})).toBe(false);
    expect(addsToAttribution(kept, { utmSource: 'mail', marketing: { gclid: 'g1' } })).toBe(false);
    expect(addsToAttribution(kept, { utmSource: 'print' })).toBe(true);
    expect(addsToAttribution(kept, { campaignId: '7' })).toBe(true);
    expect(addsToAttribution(kept, { marketing: { gclid: 'g2' } })).toBe(true);
    expect(addsToAttribution({}, { marketing: { gclid: 'g1' } })).toBe(true);
  });
});
