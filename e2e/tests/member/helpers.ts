import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { configForApiBase } from 'shared-contracts';
import { endpoints } from 'shared-contracts/endpoints';
import { endpointUrl } from 'shared-contracts/http';
import { API } from '../support';

/** The token scripts/e2e-server.mjs gives the agency's tools. */
const AGENT_TOKEN = 'e2e-agent-tools-token';
const config = configForApiBase(API);
const asAgent = { Authorization: `Bearer ${AGENT_TOKEN}` };

/** The sample member the api seeds (with a current plan, for the annual notice of changes). */
export const SAMPLE_MEMBER_ID = '9c4b2e1a-5d6f-4a7b-8c9d-0e1f2a3b4c5d';

export interface MemberLink {
  accountId: string;
  websiteReferenceId: string;
  /** The member page with the signed link in its fragment, as the agency sends it. */
  path: string;
}

const planYear = () => (new Date().getMonth() >= 9 ? new Date().getFullYear() + 1 : new Date().getFullYear());

/** A signed member link to an account: a new one of its own (each test books its own meetings) or the sample's. */
export const memberLink = async (request: APIRequestContext, accountId?: string): Promise<MemberLink> => {
  let id = accountId;
  if (!id) {
    const created = await request.post(
      endpointUrl(config, endpoints.member.createAccount, { body: {} as never }),
      {
        headers: asAgent,
        data: {
          firstName: 'Dorothy',
          lastName: 'Tester',
          emailAddress: 'dorothy.tester@example.com',
          phoneNumber: '(602) 555-0199',
          dateOfBirth: '1960-05-04',
          zip: '85004',
          planYear: planYear(),
        },
      },
    );
    expect(created.status(), await created.text()).toBe(201);
    id = ((await created.json()) as { accountId: string }).accountId;
  }
  const issued = await request.post(
    endpointUrl(config, endpoints.member.issueLink, { params: { accountId: id }, body: {} }),
    { headers: asAgent, data: { days: 1 } },
  );
  expect(issued.status(), await issued.text()).toBe(201);
  const { path } = (await issued.json()) as { path: string };
  const websiteReferenceId = /\/opp\/([^/]+)\//.exec(path)?.[1] ?? '';
  return { accountId: id, websiteReferenceId, path };
};

/**
 * Opens a signed member link and waits until its access is kept: the page's heading shows while the link
 * is still being exchanged, the person's details only once the token is stored.
 */
export const openMemberLink = async (page: Page, link: MemberLink) => {
  await page.goto(link.path);
  await expect(page.getByRole('heading', { level: 1, name: 'Your information' })).toBeVisible();
  await expect(page.getByLabel('First name')).not.toHaveValue('');
};
