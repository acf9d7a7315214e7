/**
 * Locked (pinned) plan ids, one list per tab (spec 2). The host keeps them in its persisted app state
 * (spec 3 lockedPlanIds), so they survive a reload and a move between pages; a toggle asks the host.
 * Pinned plans stay at the top of their list whatever the sort.
 */
import { useCallback } from 'react';
import { useHost } from 'shared-contracts/react';

export type PinTab = 'medicareAdvantage' | 'medSupp' | 'pdp';

export const usePinnedPlans = (tab: PinTab) => {
  const { plans, events } = useHost();
  const toggle = useCallback(
    (planId: string) => void events.emit('plans:pin-toggled', { planType: tab, planId }),
    [events, tab],
  );
  return { pinned: plans.lockedPlanIds[tab], toggle };
};
