import { useHost } from 'shared-contracts/react';
import { useMessages } from 'web-kit/i18n';
import { focusRing, theme } from 'web-kit/theme';
import { chromeMessages } from '../chrome';

/** The visitor's area and a way to change it (the zip-change modal). */
export const LocationStrip = () => {
  const m = useMessages(chromeMessages);
  const { location, events } = useHost();
  if (!location) return null;
  return (
    <div
      data-testid="location-strip"
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
      <span>{m.plansFor(location.zipCode, location.countyName)}</span>
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
