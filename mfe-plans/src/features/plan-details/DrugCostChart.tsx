import type { DrugCostMonth } from 'shared-contracts/api/plans';
import { wholeMoney } from 'shared-contracts/domain';
import { useDates, useMessages } from 'web-kit/i18n';
import { summaryCss, theme } from 'web-kit/theme';
import { niceScale, SEGMENTS, type Segment, stackMonth } from './chart';
import { detailMessages } from './messages';

const COLORS: Record<Segment, string> = {
  deductible: '#8a1c14',
  initial: '#0b3d91',
  catastrophic: '#0a6b2d',
  notCovered: '#5c5c5c',
};
const labels = (m: typeof detailMessages): Record<Segment, string> => ({
  ...m.phase,
  notCovered: m.notCovered,
});

const W = 760;
const H = 360;
const PAD = { left: 70, right: 12, top: 28, bottom: 58 };
const STRIP = 10;

/** The month-by-month drug cost by phase, drawn as an SVG picture, with the same figures as a table. */
export const DrugCostChart = ({
  months,
  idPrefix,
}: {
  months: readonly DrugCostMonth[];
  idPrefix: string;
}) => {
  const m = useMessages(detailMessages);
  const { monthName, shortMonth } = useDates();
  const label = labels(m);
  const total = months.reduce((s, mo) => s + mo.total, 0);
  if (months.length === 0 || total === 0) return <p>{m.chartNoDrugs}</p>;
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const scale = niceScale(Math.max(...months.map((mo) => mo.total)));
  const slot = plotW / months.length;
  const barW = slot * 0.62;
  const titleId = `${idPrefix}-chart-title`;
  const descId = `${idPrefix}-chart-desc`;
  const ticks = Array.from({ length: Math.round(scale.max / scale.step) + 1 }, (_, i) => i * scale.step);
  const used = SEGMENTS.filter((s) => months.some((mo) => mo[s] > 0 || mo.phase === s));

  return (
    <figure css={{ margin: 0 }} data-testid="drug-cost-chart">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        css={{ width: '100%', height: 'auto', maxWidth: W, display: 'block', fontFamily: 'inherit' }}
      >
        <title id={titleId}>{m.chartTitle}</title>
        <desc id={descId}>{m.chartDesc(wholeMoney(total))}</desc>
        <g transform={`translate(${PAD.left},${PAD.top})`}>
          {ticks.map((t) => {
            const y = plotH - (t / scale.max) * plotH;
            return (
              <g key={t}>
                <line x1={0} x2={plotW} y1={y} y2={y} stroke="#c7ccd6" strokeWidth={1} />
                <text x={-8} y={y + 5} textAnchor="end" fontSize={15} fill={theme.text}>
                  {wholeMoney(t)}
                </text>
              </g>
            );
          })}
          {months.map((mo, i) => {
            const x = i * slot + (slot - barW) / 2;
            return (
              <g key={mo.month} data-month={mo.month}>
                {stackMonth(mo, scale.max, plotH).map((s) => (
                  <rect
                    key={s.segment}
                    x={x}
                    y={s.y}
                    width={barW}
                    height={Math.max(s.height, 1)}
                    fill={COLORS[s.segment]}
                  >
                    <title>{`${monthName(mo.month)}: ${label[s.segment]} ${wholeMoney(s.value)}`}</title>
                  </rect>
                ))}
                {/* The phase the person is in at the month's end, even in months they pay nothing. */}
                <rect
                  x={i * slot + 1}
                  y={plotH + 4}
                  width={slot - 2}
                  height={STRIP}
                  fill={COLORS[mo.phase]}
                />
                <text x={x + barW / 2} y={plotH + 36} textAnchor="middle" fontSize={15} fill={theme.text}>
                  {shortMonth(mo.month)}
                </text>
                {mo.total > 0 ? (
                  <text
                    x={x + barW / 2}
                    y={plotH - (mo.total / scale.max) * plotH - 6}
                    textAnchor="middle"
                    fontSize={13}
                    fill={theme.text}
                  >
                    {wholeMoney(mo.total)}
                  </text>
                ) : null}
              </g>
            );
          })}
          <line x1={0} x2={plotW} y1={plotH} y2={plotH} stroke={theme.text} strokeWidth={2} />
        </g>
      </svg>
      <figcaption>
        <ul css={{ listStyle: 'none', padding: 0, display: 'flex', flexWrap: 'wrap', gap: '8px 24px' }}>
          <li css={{ flexBasis: '100%' }}>{m.stripHelp}</li>
          {used.map((s) => (
            <li key={s} css={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
              <span
                aria-hidden="true"
                css={{
                  width: 20,
                  height: 20,
                  background: COLORS[s],
                  display: 'inline-block',
                  borderRadius: 3,
                }}
              />
              {label[s]}
            </li>
          ))}
        </ul>
      </figcaption>
      <details>
        <summary css={{ ...summaryCss, color: theme.primary }}>{m.chartTable}</summary>
        <table
          css={{
            borderCollapse: 'collapse',
            width: '100%',
            maxWidth: 640,
            '& th, & td': { border: `1px solid ${theme.border}`, padding: '6px 10px', textAlign: 'left' },
          }}
        >
          <caption css={{ textAlign: 'left', fontWeight: 700 }}>{m.chartTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{m.month}</th>
              <th scope="col">{m.phaseColumn}</th>
              <th scope="col">{m.totalColumn}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((mo) => (
              <tr key={mo.month}>
                <th scope="row">{monthName(mo.month)}</th>
                <td>{m.phase[mo.phase]}</td>
                <td>{wholeMoney(mo.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
};
