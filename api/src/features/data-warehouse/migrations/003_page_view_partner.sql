-- A page view from a partner's page (the embedding) names the partner and its campaign.
alter table dw_page_views add column partner_id text;
alter table dw_page_views add column campaign_id text;
