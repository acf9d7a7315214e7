import { DISCLAIMER_LAST_UPDATED, isoDate } from 'shared-contracts';
import { isDisclaimerShown } from 'shared-contracts/api/content';
import { useMessages } from 'web-kit/i18n';
import { theme } from 'web-kit/theme';
import { chromeMessages } from '../chrome';
import { useShell } from '../host';

/** The largest plan fetch speaks for the area: its organizations and products. */
export const planTotals = (counts: Record<string, { organizations: number; products: number } | undefined>) =>
  Object.values(counts).reduce<{ organizations: number; products: number } | null>(
    (best, c) => (c && c.products > 0 && (!best || c.products > best.products) ? c : best),
    null,
  );

const COUNTS_TEMPLATE_FIELD = /\{(organizations|products)\}/;
export const fillCounts = (text: string, totals: { organizations: number; products: number }) =>
  text
    .replaceAll('{organizations}', String(totals.organizations))
    .replaceAll('{products}', String(totals.products));

export const DisclaimerSection = ({ today = new Date() }: { today?: Date }) => {
  const m = useMessages(chromeMessages);
  const { siteOptions, app } = useShell();
  const day = isoDate(today);
  const disclaimers = (siteOptions?.disclaimers ?? []).filter((d) => isDisclaimerShown(d, day));
  const totals = planTotals(app.planCounts);
  // The counts disclaimer is a template; it is shown only when plans exist (spec 2).
  const shown = disclaimers.flatMap((d) => {
    if (!COUNTS_TEMPLATE_FIELD.test(d.text)) return [d];
    if (!totals) return [];
    return [{ ...d, text: fillCounts(d.text, totals) }];
  });
  return (
    <section
      aria-labelledby="disclaimers-heading"
      data-testid="disclaimers"
      css={{
        padding: '24px',
        borderTop: `1px solid ${theme.border}`,
        color: theme.muted,
        fontSize: '0.95rem',
      }}
    >
      <h2 id="disclaimers-heading" css={{ fontSize: '1.1rem', color: theme.text }}>
        {m.disclaimersHeading}
      </h2>
      <p>{m.lastUpdated(siteOptions?.disclaimersLastUpdated ?? DISCLAIMER_LAST_UPDATED)}</p>
      {siteOptions?.versionCode && <p data-testid="version-code">{siteOptions.versionCode}</p>}
      <ul css={{ paddingLeft: 20 }}>
        {shown.map((d) => (
          <li key={d.id}>
            {d.carrier && <strong>{d.carrier}: </strong>}
            {d.text}
          </li>
        ))}
      </ul>
    </section>
  );
};
