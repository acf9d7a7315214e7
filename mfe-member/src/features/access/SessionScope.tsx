import type { ReactNode } from 'react';
import { isNotFound, notFound } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { useMemberAccountQuery, useOpportunityQuery } from 'web-kit/queries/member';
import { FetchFailed, Loading } from 'web-kit/ui';
import { OpportunityHost } from './MemberGate';

/**
 * The session a page works in (scope of appointment, e-sign): the visit's own, or, for a member who
 * came from their pages, the opportunity they named. Without member access it is always the visit's.
 */
export const SessionScope = ({
  websiteReferenceId,
  children,
}: {
  websiteReferenceId: string | undefined;
  children: ReactNode;
}) => {
  const { session, member } = useHost();
  const ownVisit = !websiteReferenceId || websiteReferenceId === session?.websiteReferenceId;
  if (ownVisit || member.status !== 'ready' || !member.accountId) return <>{children}</>;
  return (
    <MemberOpportunity accountId={member.accountId} websiteReferenceId={websiteReferenceId}>
      {children}
    </MemberOpportunity>
  );
};

const MemberOpportunity = ({
  accountId,
  websiteReferenceId,
  children,
}: {
  accountId: string;
  websiteReferenceId: string;
  children: ReactNode;
}) => {
  const account = useMemberAccountQuery(accountId);
  const opportunity = useOpportunityQuery(accountId, websiteReferenceId);
  const failed = account.isError ? account : opportunity.isError ? opportunity : null;
  if (failed && isNotFound(failed.error)) throw notFound();
  if (failed) return <FetchFailed onRetry={() => void failed.refetch()} />;
  if (!account.data || !opportunity.data) return <Loading />;
  return (
    <OpportunityHost account={account.data} opportunity={opportunity.data}>
      {children}
    </OpportunityHost>
  );
};
