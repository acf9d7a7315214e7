import { DISCLAIMER_LAST_UPDATED, isoDate } from 'shared-contracts';
import { isDisclaimerShown } from 'shared-contracts/api/content';
import { useDates, useLanguage, useMessages } from 'web-kit/i18n';
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

/** The disclaimers' date (MM/DD/YYYY, as spec 2 writes it) as a calendar day, YYYY-MM-DD; null when it is not one. */
export const calendarDayOf = (usDate: string): string | null => {
  const parts = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(usDate);
  return parts ? `${parts[3]}-${parts[1]}-${parts[2]}` : null;
};

export const DisclaimerSection = ({ today = new Date() }: { today?: Date }) => {
  const m = useMessages(chromeMessages);
  const dates = useDates();
  const language = useLanguage();
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
  const updated = siteOptions?.disclaimersLastUpdated ?? DISCLAIMER_LAST_UPDATED;
  const updatedDay = calendarDayOf(updated);
  // In Spanish 05/22/2025 reads day first: the date is written out ("22 de mayo de 2025").
  const lastUpdated = language === 'es' && updatedDay ? dates.long(updatedDay) : updated;
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
      <p>{m.lastUpdated(lastUpdated)}</p>
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
