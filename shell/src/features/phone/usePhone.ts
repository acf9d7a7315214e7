/** The phone number for the current route, from its page kind and partner param (spec 4). */
import type { Attribution } from '../attribution/attribution';
import { partnerIdOf, useCurrentRoute } from '../routing/current-route';
import { type PhoneInputs, selectPhone } from './phone';

export const usePhone = ({
  attribution,
  agentPhone,
  table,
}: {
  attribution: Pick<Attribution, 'campaignId' | 'allId'>;
  agentPhone: string | undefined;
  table: PhoneInputs['table'];
}): string => {
  const current = useCurrentRoute();
  return selectPhone({
    pageKind: current.route.chrome.phonePage,
    partnerId: partnerIdOf(current),
    campaignId: attribution.campaignId,
    allId: attribution.allId,
    agentPhone,
    table,
  });
};
