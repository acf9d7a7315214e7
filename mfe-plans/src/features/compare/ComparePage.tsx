import { Global } from '@emotion/react';
import { Fragment, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { isNotFound } from 'shared-contracts';
import type { MedicarePlan, MedigapPlan, PlanDetailResponse } from 'shared-contracts/api/plans';
import { derivePlanValues } from 'shared-contracts/domain';
import { useHost } from 'shared-contracts/react';
import { useMessages } from 'web-kit/i18n';
import { useMedsuppPlanQueries } from 'web-kit/queries/medsupp';
import { usePlanQueries } from 'web-kit/queries/plans';
import { buttonCss, linkCss, secondaryButtonCss, stickyColumnCss, tableCellCss, theme } from 'web-kit/theme';
import {
  FetchFailed,
  Loading,
  NeedLocation,
  PageFrame,
  ScrollRegion,
  TableCaption,
  useFocusRescue,
} from 'web-kit/ui';
import { comparePath, detailPathOf, enrollPathOf, medigapDetailPath } from '../../paths';
import { ExtraHelpNotice } from '../extra-help';
import { medigapMessages, QuoteForm, useQuoteInputs, useQuoteQuery, useSaveQuote } from '../medigap';
import { parseIdList } from '../plan-actions';
import { planListMessages, UnpricedDrugs } from '../plan-list';
import { type CompareRow, medicareRows, medigapRows, type RowTexts, withDifferences } from './compare-rows';
import { compareMessages } from './messages';

type CompareType = 'hmo' | 'pdp' | 'medSupp';
const TYPES: readonly CompareType[] = ['hmo', 'pdp', 'medSupp'];
interface Column {
  id: string;
  carrier: string;
  name: string;
  detailPath: string;
  enrollPath: string;
}
interface Loaded {
  columns: Column[];
  rows: CompareRow[];
  missing: number;
}

interface Settled<T> {
  found: T[];
  missing: number;
}

/**
 * Drop plans that no longer exist (404), and with `skipFailed` any plan that fails to load (a Medigap
 * quote, spec 8); any other failure fails the page; null while any is on its way.
 */
const settle = <T,>(
  results: readonly { data: T | undefined; isError: boolean; error: unknown }[],
  skipFailed = false,
): Settled<T> | 'failed' | null => {
  const found: T[] = [];
  let missing = 0;
  for (const r of results) {
    if (r.data !== undefined) found.push(r.data);
    else if (r.isError && (skipFailed || isNotFound(r.error))) missing += 1;
    else if (r.isError) return 'failed';
    else return null;
  }
  return { found, missing };
};

const loadedOf = <T,>(settled: Settled<T> | 'failed' | null, build: (s: Settled<T>) => Loaded) =>
  settled === null || settled === 'failed' ? settled : build(settled);

const medigapLoaded = ({ found, missing }: Settled<MedigapPlan>, texts: RowTexts): Loaded => ({
  columns: found.map((p) => ({
    id: p.id,
    carrier: p.carrierName,
    name: p.planName,
    detailPath: medigapDetailPath(p),
    enrollPath: enrollPathOf(p.carrierName, p.id, `?type=medigap&source=${p.source}`),
  })),
  rows: medigapRows(found, texts),
  missing,
});

const medicareLoaded = ({ found, missing }: Settled<PlanDetailResponse['cntr']>, texts: RowTexts): Loaded => {
  const plans = found.map((cntr) => ({
    plan: cntr.plan as MedicarePlan,
    derived: derivePlanValues(cntr.plan, cntr.extraPlanData),
  }));
  return {
    columns: plans.map(({ plan }) => ({
      id: plan.id,
      carrier: plan.carrierName,
      name: plan.planName,
      detailPath: detailPathOf(plan),
      enrollPath: enrollPathOf(plan.carrierName, plan.id),
    })),
    rows: medicareRows(plans, texts),
    missing,
  };
};

/** Print: only the comparison, black on white, every column visible. */
const printStyles = {
  '@media print': {
    'header, footer, nav, aside, [data-print="hide"]': { display: 'none !important' },
    body: { background: '#fff', color: '#000', fontSize: '12pt' },
    '[data-testid="compare-table-region"]': { overflow: 'visible !important' },
    '[data-testid="compare-table"]': { minWidth: '0 !important', width: '100%' },
    'a[href]': { color: '#000', textDecoration: 'none' },
  },
} as const;

/** The feature names stay in view while the plans scroll sideways on a phone. */
const stickyCell = { ...stickyColumnCss, [theme.mobile]: { fontSize: 16 } } as const;

const CompareTable = ({ loaded, onRemove }: { loaded: Loaded; onRemove: (id: string) => void }) => {
  const m = useMessages(compareMessages);
  const rows = withDifferences(loaded.rows);
  const sections = [...new Set(rows.map((r) => r.section))];
  return (
    <ScrollRegion
      label={m.caption}
      testId="compare-table-region"
      scrolls={{ tableMinWidth: 150 + 220 * loaded.columns.length, hint: m.scrollHint }}
    >
      <table
        data-testid="compare-table"
        css={{ borderCollapse: 'collapse', width: '100%', tableLayout: 'fixed' }}
      >
        <TableCaption>{m.caption}</TableCaption>
        <thead>
          <tr>
            <td css={{ ...tableCellCss, ...stickyCell, width: 220, [theme.mobile]: { width: 130 } }}>
              {m.feature}
            </td>
            {loaded.columns.map((c) => (
              <th key={c.id} scope="col" css={{ ...tableCellCss, background: theme.surface }}>
                <span css={{ display: 'block', fontSize: 20, marginBottom: 8 }}>{c.name}</span>
                <span css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }} data-print="hide">
                  <Link
                    to={c.detailPath}
                    css={{ ...linkCss, minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
                    aria-label={m.detailsFor(c.name)}
                  >
                    {m.details}
                  </Link>
                  <Link
                    to={c.enrollPath}
                    css={{ ...secondaryButtonCss, fontSize: 16, minHeight: 44 }}
                    aria-label={m.enrollFor(c.name)}
                  >
                    {m.enroll}
                  </Link>
                  <button
                    type="button"
                    css={{ ...secondaryButtonCss, fontSize: 16, minHeight: 44 }}
                    aria-label={m.removeFor(c.name)}
                    onClick={() => onRemove(c.id)}
                  >
                    {m.remove}
                  </button>
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sections.map((section) => (
            <Fragment key={section}>
              <tr>
                <th
                  scope="colgroup"
                  colSpan={loaded.columns.length + 1}
                  css={{ ...tableCellCss, background: theme.primary, color: '#fff', fontSize: 20 }}
                >
                  {section}
                </th>
              </tr>
              {rows
                .filter((r) => r.section === section)
                .map((r) => (
                  <tr
                    key={r.label}
                    data-differs={r.differs}
                    css={{ background: r.differs ? theme.highlight : '#fff' }}
                  >
                    <th scope="row" css={{ ...tableCellCss, ...stickyCell, background: 'inherit' }}>
                      {r.label}
                      {r.differs ? (
                        <span css={{ display: 'block', fontSize: 15, fontWeight: 800, color: '#6b4a00' }}>
                          <span aria-hidden="true">◆ </span>
                          {m.differs}
                        </span>
                      ) : null}
                    </th>
                    {r.cells.map((v, i) => (
                      <td
                        key={loaded.columns[i]?.id ?? i}
                        css={{ ...tableCellCss, fontWeight: r.lowest.includes(i) ? 800 : 400 }}
                      >
                        {v}
                        {r.lowest.includes(i) ? (
                          <span
                            css={{
                              display: 'inline-block',
                              marginLeft: 8,
                              padding: '0 8px',
                              border: `2px solid ${theme.good}`,
                              borderRadius: 12,
                              color: theme.good,
                              fontSize: 15,
                            }}
                          >
                            {m.lowest}
                          </span>
                        ) : null}
                      </td>
                    ))}
                  </tr>
                ))}
            </Fragment>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
};

const useComparison = (type: CompareType, ids: readonly string[]) => {
  const { session, location, events } = useHost();
  const { inputs } = useQuoteInputs();
  const texts: RowTexts = {
    m: useMessages(compareMessages),
    pm: useMessages(planListMessages),
    mm: useMessages(medigapMessages),
  };
  const quote = useQuoteQuery(inputs);
  const ready = !!session && !!location && ids.length >= 2 && (type !== 'medSupp' || quote !== null);
  const medicare = usePlanQueries(ready && type !== 'medSupp' ? ids : []);
  const medigap = useMedsuppPlanQueries(ready && type === 'medSupp' ? ids : [], quote);
  const results = type === 'medSupp' ? medigap : medicare;
  const retry = () => {
    for (const r of results) if (r.isError) void r.refetch();
  };

  const loaded = !ready
    ? null
    : type === 'medSupp'
      ? loadedOf(settle(medigap, true), (s) => medigapLoaded(s, texts))
      : loadedOf(settle(medicare), (s) => medicareLoaded(s, texts));
  const resource =
    loaded === null
      ? ({ status: 'loading' } as const)
      : loaded === 'failed'
        ? ({ status: 'error' } as const)
        : ({ status: 'success', data: loaded } as const);

  // Spec 4: the hmo fetch flag is cleared after a compare fetch (once per fetched comparison).
  const shown = resource.status === 'success' ? resource.data : null;
  const answered = shown ? results.map((r) => r.dataUpdatedAt).join(',') : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one announcement per set of answers, not per render.
  useEffect(() => {
    if (type !== 'hmo' || !shown) return;
    const carriers = new Set(shown.columns.map((c) => c.carrier));
    // The area's plans as served (every answer carries them), not the few compared.
    const area = medicare.find((r) => r.data?.areaCounts)?.data?.areaCounts;
    events.emit('plans:fetched', {
      planType: 'hmo',
      ...(area ?? { organizations: carriers.size, products: shown.columns.length }),
    });
  }, [type, answered, events]);
  // The plans' estimates are all made for the same person: one notice for them all.
  const extraHelp = type === 'medSupp' ? null : (medicare.find((r) => r.data)?.data?.extraHelp ?? null);
  const plans = type === 'medSupp' ? [] : medicare.flatMap((r) => (r.data ? [r.data.plan] : []));
  return { resource, retry, needsQuote: type === 'medSupp' && !quote, inputs, extraHelp, plans };
};

/** /plans/compare/?type=hmo|pdp|medSupp&ids=a,b,c: up to three plans side by side; the URL is the selection. */
const ComparePage = () => {
  const m = useMessages(compareMessages);
  const { session, location } = useHost();
  const [params, setParams] = useSearchParams();
  const rawType = params.get('type');
  const type: CompareType = TYPES.includes(rawType as CompareType) ? (rawType as CompareType) : 'hmo';
  const ids = parseIdList(params.get('ids'));
  const { resource, retry, needsQuote, inputs, extraHelp, plans } = useComparison(type, ids);
  const save = useSaveQuote();
  const backTo =
    type === 'medSupp' ? '/plans/all/?tab=medSupp' : type === 'pdp' ? '/plans/all/?tab=pdp' : '/plans/all/';
  // A plan removed takes its column, and the button pressed, along: the focus goes to the table's region
  // (or, while it reloads, to the part of the page that holds it).
  const content = useFocusRescue<HTMLDivElement>(
    (root) => root.querySelector<HTMLElement>('section[tabindex="0"]') ?? root,
  );
  const remove = (id: string) => {
    const next = ids.filter((x) => x !== id);
    setParams(new URLSearchParams(comparePath(type, next).split('?')[1]), { replace: true });
  };

  // The waiting states are as tall as the screen: what follows starts off screen, not pushed down later.
  let body: React.ReactNode;
  if (!session || !location) body = <NeedLocation tall />;
  else if (ids.length < 2) body = <p>{m.tooFew}</p>;
  else if (needsQuote) body = <QuoteForm initial={inputs} onSubmit={save} />;
  else if (resource.status === 'error') body = <FetchFailed onRetry={retry} />;
  else if (resource.status !== 'success') body = <Loading label={m.loading} tall />;
  else
    body = (
      <>
        {resource.data.missing > 0 ? <p role="status">{m.missing(resource.data.missing)}</p> : null}
        <ExtraHelpNotice applied={extraHelp} />
        <UnpricedDrugs plans={plans} />
        {resource.data.columns.length < 2 ? (
          <p>{m.tooFew}</p>
        ) : (
          <CompareTable loaded={resource.data} onRemove={remove} />
        )}
      </>
    );

  return (
    <PageFrame
      title={m.title}
      intro={<p>{m.intro}</p>}
      testId="compare-page"
      onlyImportedFigures={type !== 'medSupp'}
    >
      <Global styles={printStyles} />
      <p css={{ display: 'flex', flexWrap: 'wrap', gap: 12 }} data-print="hide">
        <Link to={backTo} css={secondaryButtonCss}>
          {m.backToPlans}
        </Link>
        {resource.status === 'success' ? (
          <button type="button" css={buttonCss} onClick={() => window.print()}>
            {m.print}
          </button>
        ) : null}
      </p>
      <div ref={content} tabIndex={-1}>
        {body}
      </div>
    </PageFrame>
  );
};
export default ComparePage;
