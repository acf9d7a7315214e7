import { useHost } from 'shared-contracts/react';
import { useMessages } from 'web-kit/i18n';
import { focusRing, theme } from 'web-kit/theme';
import { chromeMessages } from '../chrome';
import { useShell } from '../host';

/** The visitor's area and a way to change it (the zip-change modal). */
export const LocationStrip = () => {
  const m = useMessages(chromeMessages);
  const { location, events } = useHost();
  const { prerendered } = useShell();
  // The prerendered page is a first visit's, with no area; its strip stays hidden unless the visitor's
  // ZIP is stored, and then shows their area before any script of the app runs (tooling/index.html), so
  // the live page's strip takes its place instead of pushing the page down.
  if (!location && !prerendered) return null;
  return (
    <div
      data-testid="location-strip"
      data-prerendered-location={prerendered || undefined}
      css={{
        display: 'flex',
        gap: 16,
        alignItems: 'center',
        flexWrap: 'wrap',
        padding: '8px 24px',
        background: theme.surface,
        borderBottom: `1px solid ${theme.border}`,
        '@media print': { display: 'none' },
      }}
    >
      {location ? (
        <span>{m.plansFor(location.zipCode, location.countyName)}</span>
      ) : (
        <span data-location-text />
      )}
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
