import { css } from '@emotion/react';
import { startTransition, useCallback, useMemo, useOptimistic, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { cmsPlanId } from 'shared-contracts/domain';
import { useHost } from 'shared-contracts/react';
import { useMessages } from 'web-kit/i18n';
import { useSessionQuery } from 'web-kit/queries/session';
import { linkCss, theme } from 'web-kit/theme';
import { Empty, FetchFailed, Loading, NeedLocation, SelectField } from 'web-kit/ui';
import { usePreparedStyles } from '../../class-names';
import { ExtraHelpChoice, ExtraHelpNotice } from '../extra-help';
import { CompareBar, type PinTab, useCompareSelection, usePinnedPlans } from '../plan-actions';
import { importantBenefits, prioritiesOf } from './benefits';
import { UnpricedDrugs } from './DrugNotes';
import { Filters } from './Filters';
import { planListMessages } from './messages';
import { PlanCards } from './PlanCards';
import { type MedicarePlanKind, PLAN_KIND } from './plan-kinds';
import {
  carriersOf,
  defaultSortFor,
  filterPlans,
  NO_FILTERS,
  type PlanFilters,
  SORT_KEYS,
  type SortKey,
  sortKeysFor,
  sortPlans,
} from './ranking';
import { usePlans } from './usePlans';

// Serialized once (the list re-renders on every sort and filter change).
const s = {
  drugs: css({ display: 'flex', flexWrap: 'wrap', gap: 16 }),
  sortRow: css({ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-end' }),
  status: css({ fontWeight: 700, color: theme.text }),
  link: css(linkCss),
};

const isSortKey = (v: string | null): v is SortKey => (SORT_KEYS as readonly string[]).includes(v ?? '');

/** A list of Medicare Advantage or Part D plans: sort, filters, pins and the compare picks. */
export const MedicarePlanList = ({ kind, pinTab }: { kind: MedicarePlanKind; pinTab: PinTab }) => {
  const m = useMessages(planListMessages);
  const { session, location, plans: choices, events } = useHost();
  const { query, data, ranked } = usePlans(kind);
  // The cards' styles go in while the plans load, not in the task that draws the first cards.
  usePreparedStyles();
  const sessionData = useSessionQuery();
  const benefits = sessionData.data?.benefits;
  const priorities = useMemo(() => (benefits ? prioritiesOf(benefits) : []), [benefits]);
  const sortKeys = sortKeysFor(priorities);
  const fallbackSort = defaultSortFor(priorities);
  const [params, setParams] = useSearchParams();
  // The address wins (a shared link), then the order the person chose before, then the default.
  const sortParam = params.get('sort');
  const asked = isSortKey(sortParam) ? sortParam : choices.preference;
  const addressed: SortKey = asked && sortKeys.includes(asked) ? asked : fallbackSort;
  // A new order shows at once, in the frame of the choice; the router moves to its address after (a
  // transition), and the address has the last word again.
  const [sort, showSort] = useOptimistic(addressed);
  const [filters, setFilters] = useState<PlanFilters>(NO_FILTERS);
  const { pinned, toggle: togglePin } = usePinnedPlans(pinTab);
  const compare = useCompareSelection();
  // A stable handler: the cards are memoized, and sorting (a URL change) must not re-render all of them.
  const toggleCompareRef = useRef(compare.toggle);
  toggleCompareRef.current = compare.toggle;
  const onToggleCompare = useCallback((id: string) => toggleCompareRef.current(id), []);

  const carriers = useMemo(() => carriersOf(ranked), [ranked]);
  const shown = useMemo(
    () => sortPlans(filterPlans(ranked, filters), sort, pinned, priorities),
    [ranked, filters, sort, pinned, priorities],
  );
  // Where the plan stood in the list the person saw when they opened it (spec 3 planDisplayPosition).
  const shownRef = useRef(shown);
  shownRef.current = shown;
  const onChoose = useCallback(
    (planId: string) => {
      const index = shownRef.current.findIndex((r) => r.plan.id === planId);
      const plan = shownRef.current[index]?.plan;
      if (!plan) return;
      events.emit('plans:plan-chosen', {
        planDisplayPosition: index + 1,
        planType: plan.planType,
        planCmsId: cmsPlanId(plan),
      });
    },
    [events],
  );
  const important = useMemo(() => importantBenefits(priorities), [priorities]);
  const drugCount = sessionData.data?.dosages.length ?? 0;

  if (!session || !location) return <NeedLocation tall />;
  if (query.isError) return <FetchFailed onRetry={() => void query.refetch()} />;
  if (!data) return <Loading label={m.loadingPlans} tall />;
  if (ranked.length === 0) return <Empty>{m.noPlans}</Empty>;

  const setSort = (next: SortKey) => {
    events.emit('plans:sort-chosen', { preference: next });
    startTransition(() => {
      showSort(next);
      setParams(
        (p) => {
          const n = new URLSearchParams(p);
          if (next === fallbackSort) n.delete('sort');
          else n.set('sort', next);
          return n;
        },
        { replace: true, preventScrollReset: true },
      );
    });
  };

  return (
    <div data-testid={`plan-list-${kind}`}>
      <p css={s.drugs}>
        {drugCount === 0 ? <span>{m.addDrugsHint}</span> : null}
        <Link to="/drugs/" css={s.link}>
          {drugCount === 0 ? m.addDrugsLink : m.editDrugsLink(drugCount)}
        </Link>
      </p>
      <UnpricedDrugs plans={data.plans} />
      <ExtraHelpChoice />
      <ExtraHelpNotice applied={data.extraHelp} />
      <div css={s.sortRow}>
        <SelectField
          label={m.sortLabel}
          value={sort}
          onChange={(e) => setSort(e.target.value as SortKey)}
          options={sortKeys.map((k) => ({ value: k, label: m.sort[k] }))}
          wide
          data-testid="plan-sort"
        />
      </div>
      <Filters
        value={filters}
        onChange={setFilters}
        carriers={carriers}
        showNetworks={kind === 'medicareAdvantage'}
        showBenefits={kind !== 'pdp'}
        important={important}
      />
      <p role="status" css={s.status}>
        {m.showing(shown.length, ranked.length)} {m.sortedBy(m.sort[sort])}
      </p>
      {sort === 'bestMatch' ? (
        <p>
          {m.bestMatchHelp}{' '}
          <Link to="/preferences/" css={s.link}>
            {m.changePriorities}
          </Link>
        </p>
      ) : null}
      {shown.length === 0 ? <p>{m.noMatch}</p> : null}
      <PlanCards
        shown={shown}
        pinned={pinned}
        compared={compare.selected}
        onTogglePin={togglePin}
        onToggleCompare={onToggleCompare}
        onChoose={onChoose}
      />
      <CompareBar type={PLAN_KIND[kind].compareType} selected={compare.selected} onClear={compare.clear} />
    </div>
  );
};
