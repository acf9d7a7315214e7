import { useHost } from 'shared-contracts/react';
import { useMessages } from 'web-kit/i18n';
import { focusRing, theme } from 'web-kit/theme';
import { chromeMessages } from '../chrome';
import { useShell } from '../host';

/**
 * The strip of the prerendered page (a first visit's, rendered at build time) for a returning visitor:
 * hidden unless the page's first inline script found a stored ZIP (`data-zip-known` on <html>), which
 * also puts the stored ZIP and county in place of these tokens as the strip is parsed (tooling/index.html).
 * The live strip then comes in its place with the same words: the page under it does not jump (issue 28;
 * it moved down by the strip's height, 131 px on a phone, when the app replaced the prerendered page).
 */
export const PRERENDERED_LOCATION = 'data-prerendered-location';
export const ZIP_TOKEN = '%ZIP%';
export const COUNTY_TOKEN = '%COUNTY%';

/** The visitor's area and a way to change it (the zip-change modal). */
export const LocationStrip = () => {
  const m = useMessages(chromeMessages);
  const { location, events } = useHost();
  const { prerendered } = useShell();
  if (!location && !prerendered) return null;
  const { zipCode, countyName } = location ?? { zipCode: ZIP_TOKEN, countyName: COUNTY_TOKEN };
  return (
    <div
      {...(location ? { 'data-testid': 'location-strip' } : { [PRERENDERED_LOCATION]: '' })}
      css={{
        display: 'flex',
        [`&[${PRERENDERED_LOCATION}]`]: { display: 'none' },
        [`html[data-zip-known] &[${PRERENDERED_LOCATION}]`]: { display: 'flex' },
        gap: 16,
        alignItems: 'center',
        flexWrap: 'wrap',
        padding: '8px 24px',
        background: theme.surface,
        borderBottom: `1px solid ${theme.border}`,
        '@media print': { display: 'none' },
      }}
    >
      <span>{m.plansFor(zipCode, countyName)}</span>
      <button
        type="button"
        onClick={() => events.emit('location:change-requested', {})}
        css={{
          minHeight: 44,
          padding: '4px 16px',
          fontSize: '1rem',
          fontWeight: 700,
          color: theme.primary,
          background: '#fff',
          border: `2px solid ${theme.primary}`,
          borderRadius: 8,
          cursor: 'pointer',
          ...focusRing,
        }}
      >
        {m.changeZip}
      </button>
    </div>
  );
};
