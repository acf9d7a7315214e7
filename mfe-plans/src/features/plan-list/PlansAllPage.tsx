import { useSearchParams } from 'react-router-dom';
import { useHost } from 'shared-contracts/react';
import { PageFrame, Tabs } from 'web-kit/ui';
import { MedigapPanel } from '../medigap/MedigapPanel';
import { MedicarePlanList } from './MedicarePlanList';
import { planListMessages as m } from './messages';
import type { PinTab } from './usePinnedPlans';

const TABS: readonly PinTab[] = ['medicareAdvantage', 'medSupp', 'pdp'];
const isTab = (v: string | null): v is PinTab => (TABS as readonly string[]).includes(v ?? '');

/** /plans/all/: Medicare Advantage (default), Medicare Supplement and Part D Plans tabs. */
const PlansAllPage = () => {
  const { location, planYear } = useHost();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: PinTab = isTab(raw) ? raw : 'medicareAdvantage';

  const select = (next: PinTab) =>
    setParams(
      (p) => {
        const n = new URLSearchParams();
        if (next !== 'medicareAdvantage') n.set('tab', next);
        const sort = p.get('sort');
        if (sort && next === tab) n.set('sort', sort);
        return n;
      },
      { replace: true },
    );

  return (
    <PageFrame
      title={m.allTitle}
      intro={location ? m.intro(location.countyName, planYear) : null}
      testId="plans-all"
    >
      <Tabs
        label={m.tabsLabel}
        tabs={TABS.map((t) => ({ id: t, label: m.tabs[t] }))}
        selected={tab}
        onSelect={select}
      >
        {tab === 'medSupp' ? (
          <MedigapPanel />
        ) : (
          <MedicarePlanList key={tab} kind={tab === 'pdp' ? 'pdp' : 'medicareAdvantage'} pinTab={tab} />
        )}
      </Tabs>
    </PageFrame>
  );
};
export default PlansAllPage;
