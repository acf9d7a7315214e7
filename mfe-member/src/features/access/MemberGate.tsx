import { type ReactNode, useMemo } from 'react';
import { isNotFound, notFound } from 'shared-contracts';
import type { MemberAccount, Opportunity } from 'shared-contracts/api/member';
import { createApiClient, newTransactionId } from 'shared-contracts/http';
import { HostContext, useHost } from 'shared-contracts/react';
import { useMessages } from 'web-kit/i18n';
import { useMemberAccountQuery, useOpportunityQuery } from 'web-kit/queries/member';
import { theme } from 'web-kit/theme';
import { Empty, FetchFailed, Loading, PageFrame, StartOver } from 'web-kit/ui';
import { accessMessages } from './messages';

/**
 * A member page's first check: the host holds a member access token, and it opens this account. Any
 * other account id is the 404 page (the api answers 404 too: never someone else's data). An open
 * account's page ends with Start over (the full reset, spec 4).
 * While the account opens, the page shows its own title and intro over a loading line as tall as the
 * screen, so that what follows the intro (the agent phone) does not move when the page comes (a layout
 * shift of 0.30 on a phone, bench/lighthouse "member page").
 */
export const MemberGate = ({
  accountId,
  title,
  intro,
  children,
}: {
  accountId: string;
  title: string;
  intro?: ReactNode;
  children: (account: MemberAccount) => ReactNode;
}) => {
  const m = useMessages(accessMessages);
  const { member } = useHost();
  const account = useMemberAccountQuery(accountId);
  if (member.status === 'ready' && member.accountId !== accountId) throw notFound();
  if (member.status === 'none' || member.status === 'invalid')
    return (
      <PageFrame title={title} intro={intro} testId="member-link-needed">
        <Empty>{member.status === 'invalid' ? m.linkInvalid : m.needLink}</Empty>
      </PageFrame>
    );
  if (account.isError && isNotFound(account.error)) throw notFound();
  let body: ReactNode;
  if (account.isError) body = <FetchFailed onRetry={() => void account.refetch()} />;
  else if (!account.data) body = <Loading label={m.opening} tall />;
  if (body || !account.data)
    return (
      <PageFrame title={title} intro={intro}>
        {body}
      </PageFrame>
    );
  return (
    <>
      {children(account.data)}
      <div css={startOverCss} data-testid="member-start-over">
        <StartOver />
      </div>
    </>
  );
};

/**
 * The drawer offers Start over, but the pre-meeting layout has no menu button on mobile (spec 2), so
 * there the page offers it; on wider screens the drawer's one is on screen already.
 */
const startOverCss = { display: 'none', marginTop: 24, [theme.mobile]: { display: 'block' } } as const;

/** The opportunity a pre-meeting page is about: the one in the URL, else the account's latest. */
export const opportunityIdOf = (account: MemberAccount, websiteReferenceId: string | undefined) =>
  websiteReferenceId ?? account.opportunities.at(-1)?.websiteReferenceId;

/**
 * Around the parts of a member page that use the opportunity's own session (its drugs, doctors,
 * pharmacies, meeting and scope of appointment): the same host, with that session and the member's
 * ZIP, and a client that sends the session's token. The cache is the host's: its keys name the session.
 */
export const OpportunityHost = ({
  account,
  opportunity,
  children,
}: {
  account: MemberAccount;
  opportunity: Opportunity;
  children: ReactNode;
}) => {
  const host = useHost();
  const token = opportunity.sessionAccess.accessToken;
  const value = useMemo(
    () => ({
      ...host,
      session: { websiteReferenceId: opportunity.websiteReferenceId, accessToken: token },
      location: { zipCode: account.zip, fips: account.fips, countyName: account.countyName },
      api: createApiClient(host.config, {
        getToken: () => token,
        transactionId: newTransactionId(),
        getLanguage: () => host.language,
      }),
    }),
    [host, opportunity.websiteReferenceId, token, account.zip, account.fips, account.countyName],
  );
  return <HostContext.Provider value={value}>{children}</HostContext.Provider>;
};

/** Loads the opportunity, then renders with it (the 404 page for an opportunity not of this account). */
export const WithOpportunity = ({
  account,
  websiteReferenceId,
  children,
}: {
  account: MemberAccount;
  websiteReferenceId: string | undefined;
  children: (opportunity: Opportunity) => ReactNode;
}) => {
  const m = useMessages(accessMessages);
  const id = opportunityIdOf(account, websiteReferenceId);
  const opportunity = useOpportunityQuery(account.accountId, id);
  if (!id) return <Empty>{m.noOpportunity}</Empty>;
  if (opportunity.isError && isNotFound(opportunity.error)) throw notFound();
  if (opportunity.isError) return <FetchFailed onRetry={() => void opportunity.refetch()} />;
  if (!opportunity.data) return <Loading tall />;
  return (
    <OpportunityHost account={account} opportunity={opportunity.data}>
      {children(opportunity.data)}
    </OpportunityHost>
  );
};
