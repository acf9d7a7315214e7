/**
 * EXTENSION (not in spec 7): member accounts. The browser exchanges a signed member link for a member
 * access token and reads only its own account (any other account id answers 404); the agency's tools
 * open accounts and issue links on the agents service.
 */
import {
  accountParamsSchema,
  anocQuerySchema,
  anocSchema,
  memberAccessSchema,
  memberAccountCreateBodySchema,
  memberAccountSchema,
  memberAccountUpdateBodySchema,
  memberLinkBodySchema,
  memberLinkExchangeBodySchema,
  memberLinkSchema,
  opportunityParamsSchema,
  opportunitySchema,
} from '../api/member';
import { defineEndpoint } from './endpoint';

export const memberEndpoints = {
  exchangeLink: defineEndpoint({
    service: 'consumer',
    method: 'post',
    path: 'member/session',
    summary: 'Extension: exchange a signed member link for a member access token',
    auth: 'none',
    body: memberLinkExchangeBodySchema,
    response: memberAccessSchema,
    status: 201,
  }),
  renewAccess: defineEndpoint({
    service: 'consumer',
    method: 'post',
    path: 'member/session/renewal',
    summary:
      'Extension: a new member access token for the account of the one presented, asked for before it runs out (WCAG 2.2.1)',
    auth: 'member',
    response: memberAccessSchema,
  }),
  account: defineEndpoint({
    service: 'consumer',
    method: 'get',
    path: 'member/accounts/{accountId}',
    summary: "Extension: the member's own account: details, agent, current plan and opportunities",
    auth: 'member',
    params: accountParamsSchema,
    response: memberAccountSchema,
  }),
  updateAccount: defineEndpoint({
    service: 'consumer',
    method: 'patch',
    path: 'member/accounts/{accountId}',
    summary: 'Extension: edit "Your Information" (name, e-mail, phone, birth date, ZIP and county)',
    auth: 'member',
    params: accountParamsSchema,
    body: memberAccountUpdateBodySchema,
    response: memberAccountSchema,
  }),
  opportunity: defineEndpoint({
    service: 'consumer',
    method: 'get',
    path: 'member/accounts/{accountId}/opportunities/{websiteReferenceId}',
    summary:
      "Extension: one opportunity of the member's account: its session's access token, meeting and scope of appointment",
    auth: 'member',
    params: opportunityParamsSchema,
    response: opportunitySchema,
  }),
  anoc: defineEndpoint({
    service: 'consumer',
    method: 'get',
    path: 'member/accounts/{accountId}/anoc',
    summary:
      "Extension: annual notice of changes: the member's current plan this year beside the same plan next year, every changed value listed; SAMPLE DATA",
    auth: 'member',
    params: accountParamsSchema,
    query: anocQuerySchema,
    response: anocSchema,
  }),
  createAccount: defineEndpoint({
    service: 'agents',
    method: 'post',
    path: 'tools/member-accounts',
    summary:
      "Extension (agent tools): open a member account, with the person's session as its first opportunity",
    auth: 'agent',
    body: memberAccountCreateBodySchema,
    response: memberAccountSchema,
    status: 201,
  }),
  issueLink: defineEndpoint({
    service: 'agents',
    method: 'post',
    path: 'tools/member-accounts/{accountId}/links',
    summary: 'Extension (agent tools): a signed member link to an account, valid for 1 to 30 days',
    auth: 'agent',
    params: accountParamsSchema,
    body: memberLinkBodySchema,
    response: memberLinkSchema,
    status: 201,
  }),
};
