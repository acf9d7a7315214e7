import { type KeyboardEvent, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useHost } from 'shared-contracts/react';
import { Page } from '../common/Page';
import { focusRing, theme } from '../common/theme';
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
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});

  const select = (next: PinTab, focus = false) => {
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
    if (focus) refs.current[next]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const i = TABS.indexOf(tab);
    const to =
      e.key === 'ArrowRight'
        ? TABS[(i + 1) % TABS.length]
        : e.key === 'ArrowLeft'
          ? TABS[(i + TABS.length - 1) % TABS.length]
          : e.key === 'Home'
            ? TABS[0]
            : e.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (to) {
      e.preventDefault();
      select(to, true);
    }
  };

  return (
    <Page
      title={m.allTitle}
      intro={location ? m.intro(location.countyName, planYear) : null}
      testId="plans-all"
    >
      <div
        role="tablist"
        aria-label={m.tabsLabel}
        onKeyDown={onKeyDown}
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 8,
          borderBottom: `3px solid ${theme.primary}`,
          marginBottom: 20,
          // On a phone the tabs stack, each a full-width target.
          [theme.mobile]: { flexDirection: 'column', borderBottom: 0 },
        }}
      >
        {TABS.map((t) => (
          <button
            key={t}
            ref={(el) => {
              refs.current[t] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${t}`}
            aria-selected={t === tab}
            aria-controls={`panel-${t}`}
            tabIndex={t === tab ? 0 : -1}
            onClick={() => select(t)}
            css={{
              minHeight: 52,
              padding: '10px 20px',
              fontSize: 19,
              fontFamily: 'inherit',
              fontWeight: 800,
              border: `2px solid ${theme.primary}`,
              borderBottom: 0,
              borderRadius: '10px 10px 0 0',
              [theme.mobile]: {
                borderBottom: `2px solid ${theme.primary}`,
                borderRadius: 10,
                textAlign: 'left',
              },
              background: t === tab ? theme.primary : '#fff',
              color: t === tab ? '#fff' : theme.primary,
              cursor: 'pointer',
              ...focusRing,
            }}
          >
            {m.tabs[t]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'medSupp' ? (
          <MedigapPanel />
        ) : (
          <MedicarePlanList key={tab} kind={tab === 'pdp' ? 'pdp' : 'medicareAdvantage'} pinTab={tab} />
        )}
      </div>
    </Page>
  );
};
export default PlansAllPage;
