import { memo, type ReactNode } from 'react';
import type { NetworkType } from 'shared-contracts/domain';
import { useMessages } from 'web-kit/i18n';
import { focusRing, secondaryButtonCss, theme } from 'web-kit/theme';
import { planListMessages } from './messages';
import { EXTRA_BENEFITS, type ExtraBenefit, NO_FILTERS, type PlanFilters } from './ranking';

const fieldsetCss = {
  border: `2px solid ${theme.border}`,
  borderRadius: 8,
  padding: '8px 16px 12px',
  margin: 0,
  // A fieldset is at least as wide as its content by default: at 320 px it would widen the page.
  minWidth: 0,
} as const;
const optionCss = {
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  minHeight: 44,
  cursor: 'pointer',
} as const;
const boxCss = { width: 24, height: 24, flex: 'none', ...focusRing } as const;

const toggled = <T,>(list: readonly T[], item: T): T[] =>
  list.includes(item) ? list.filter((x) => x !== item) : [...list, item];

const Group = ({ legend, children }: { legend: string; children: ReactNode }) => (
  <fieldset css={fieldsetCss}>
    <legend css={{ fontWeight: 800, padding: '0 6px' }}>{legend}</legend>
    {children}
  </fieldset>
);

/** Memoized: the list re-renders on every sort, the filters only when they change. */
export const Filters = memo(function Filters({
  value,
  onChange,
  carriers,
  showNetworks,
  showBenefits,
  important,
}: {
  value: PlanFilters;
  onChange: (next: PlanFilters) => void;
  carriers: readonly string[];
  showNetworks: boolean;
  showBenefits: boolean;
  important: readonly ExtraBenefit[];
}) {
  const m = useMessages(planListMessages);
  const benefits = [...important, ...EXTRA_BENEFITS.filter((b) => !important.includes(b))];
  return (
    <details css={{ margin: '16px 0' }} data-testid="plan-filters">
      <summary
        css={{
          ...secondaryButtonCss,
          display: 'inline-flex',
          boxSizing: 'border-box',
          height: 52,
          listStyle: 'none',
          '&::marker, &::-webkit-details-marker': { display: 'none', content: '""' },
        }}
      >
        {m.filtersTitle}
      </summary>
      <div
        css={{
          display: 'grid',
          gap: 16,
          gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
          marginTop: 16,
        }}
      >
        {showNetworks ? (
          <Group legend={m.networkLegend}>
            {(['HMO', 'PPO'] as NetworkType[]).map((n) => (
              <label key={n} css={optionCss}>
                <input
                  type="checkbox"
                  css={boxCss}
                  checked={value.networks.includes(n)}
                  onChange={() => onChange({ ...value, networks: toggled(value.networks, n) })}
                />
                {n}
              </label>
            ))}
          </Group>
        ) : null}
        <Group legend={m.carrierLegend}>
          {carriers.map((c) => (
            <label key={c} css={optionCss}>
              <input
                type="checkbox"
                css={boxCss}
                checked={value.carriers.includes(c)}
                onChange={() => onChange({ ...value, carriers: toggled(value.carriers, c) })}
              />
              {c}
            </label>
          ))}
        </Group>
        <Group legend={m.starsLegend}>
          {[null, 3, 4, 4.5].map((n) => (
            <label key={String(n)} css={optionCss}>
              <input
                type="radio"
                name="min-stars"
                css={boxCss}
                checked={value.minStars === n}
                onChange={() => onChange({ ...value, minStars: n })}
              />
              {n === null ? m.anyStars : m.starsAtLeast(n)}
            </label>
          ))}
        </Group>
        {showBenefits ? (
          <Group legend={m.benefitsLegend}>
            {benefits.map((b) => (
              <label key={b} css={optionCss}>
                <input
                  type="checkbox"
                  css={boxCss}
                  checked={value.benefits.includes(b)}
                  onChange={() => onChange({ ...value, benefits: toggled(value.benefits, b) })}
                />
                <span>
                  {m.benefit[b]} {important.includes(b) ? <strong>{m.importantToYou}</strong> : null}
                </span>
              </label>
            ))}
          </Group>
        ) : null}
      </div>
      <button
        type="button"
        css={{ ...secondaryButtonCss, marginTop: 16 }}
        onClick={() => onChange(NO_FILTERS)}
      >
        {m.clearFilters}
      </button>
    </details>
  );
});
