import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useHost } from 'shared-contracts/react';
import { useMessages } from 'web-kit/i18n';
import { Loading, PageFrame, Tabs } from 'web-kit/ui';
import type { PinTab } from '../plan-actions';
import { MedicarePlanList, PlanListIntro, planListMessages } from '../plan-list';

// Medicare Advantage is the first tab: the quote form, its form library and its dates load when asked for.
const MedigapPanel = lazy(async () => ({ default: (await import('../medigap')).MedigapPanel }));

const TABS: readonly PinTab[] = ['medicareAdvantage', 'medSupp', 'pdp'];
const isTab = (v: string | null): v is PinTab => (TABS as readonly string[]).includes(v ?? '');

/** /plans/all/: Medicare Advantage (default), Medicare Supplement and Part D Plans tabs. */
const PlansAllPage = () => {
  const m = useMessages(planListMessages);
  const { location } = useHost();
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
      intro={location ? <PlanListIntro county={location.countyName} /> : null}
      testId="plans-all"
      // The Medicare Supplement tab shows the Medigap quotes the api generates.
      onlyImportedFigures={tab !== 'medSupp'}
    >
      <Tabs
        label={m.tabsLabel}
        tabs={TABS.map((t) => ({ id: t, label: m.tabs[t] }))}
        selected={tab}
        onSelect={select}
      >
        {tab === 'medSupp' ? (
          <Suspense fallback={<Loading tall />}>
            <MedigapPanel />
          </Suspense>
        ) : (
          <MedicarePlanList key={tab} kind={tab === 'pdp' ? 'pdp' : 'medicareAdvantage'} pinTab={tab} />
        )}
      </Tabs>
    </PageFrame>
  );
};
export default PlansAllPage;
