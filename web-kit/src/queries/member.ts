/**
 * Member accounts (extension): the member's own account, an opportunity (with its session's token, its
 * meeting and scope of appointment) and the annual notice of changes. Member calls carry the member
 * access token the host exchanged from the signed link; they wait until the host has it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from 'shared-contracts';
import type { MemberAccountUpdateBody } from 'shared-contracts/api/member';
import { memberEndpoints } from 'shared-contracts/endpoints/member';
import { useHost } from 'shared-contracts/react';
import { useLanguage } from 'web-kit/i18n';

export const memberKeys = {
  all: ['member'] as const,
  account: (accountId: string) => ['member', accountId] as const,
  opportunity: (accountId: string, websiteReferenceId: string) =>
    ['member', accountId, 'opportunity', websiteReferenceId] as const,
  // The notice's wording (the labels of the changes, the cost shares) is the answer's language.
  anoc: (accountId: string, websiteReferenceId: string | undefined, language: Language) =>
    ['member', accountId, 'anoc', websiteReferenceId ?? '', language] as const,
};

const useMemberReady = () => useHost().member.status === 'ready';

export const useMemberAccountQuery = (accountId: string) => {
  const { api } = useHost();
  return useQuery({
    queryKey: memberKeys.account(accountId),
    queryFn: ({ signal }) => api.call(memberEndpoints.account, { params: { accountId } }, { signal }),
    enabled: useMemberReady(),
  });
};

export const useOpportunityQuery = (accountId: string, websiteReferenceId: string | undefined) => {
  const { api } = useHost();
  return useQuery({
    queryKey: memberKeys.opportunity(accountId, websiteReferenceId ?? ''),
    queryFn: ({ signal }) =>
      api.call(
        memberEndpoints.opportunity,
        { params: { accountId, websiteReferenceId: websiteReferenceId ?? '' } },
        { signal },
      ),
    enabled: useMemberReady() && !!websiteReferenceId,
  });
};

export const useAnocQuery = (accountId: string, websiteReferenceId: string | undefined) => {
  const { api } = useHost();
  return useQuery({
    queryKey: memberKeys.anoc(accountId, websiteReferenceId, useLanguage()),
    queryFn: ({ signal }) =>
      api.call(
        memberEndpoints.anoc,
        { params: { accountId }, query: websiteReferenceId ? { websiteReferenceId } : {} },
        { signal },
      ),
    enabled: useMemberReady(),
  });
};

/** "Your Information": a changed ZIP changes the time zone of meetings and the plans of the notice. */
export const useUpdateMemberAccountMutation = (accountId: string) => {
  const { api } = useHost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MemberAccountUpdateBody) =>
      api.call(memberEndpoints.updateAccount, { params: { accountId }, body }),
    onSuccess: async (account) => {
      queryClient.setQueryData(memberKeys.account(accountId), account);
      await queryClient.invalidateQueries({ queryKey: memberKeys.account(accountId) });
    },
  });
};
