import { useHost } from 'shared-contracts/react';
import { useMessages } from 'web-kit/i18n';
import { focusRing, theme } from 'web-kit/theme';
import { chromeMessages } from './messages';

/**
 * "Español" in English, "English" in Spanish: the other language, named in its own words and marked with
 * its own `lang`, so a screen reader says it as a speaker of that language would. The choice keeps the
 * page's address and everything typed on it.
 */
export const LanguageSwitch = ({ className }: { className?: string }) => {
  const { language, events } = useHost();
  const m = useMessages(chromeMessages);
  const other = language === 'es' ? 'en' : 'es';
  return (
    <button
      type="button"
      lang={other}
      className={className}
      data-testid="language-switch"
      onClick={() => events.emit('language:change-requested', { language: other })}
      css={{
        minHeight: 48,
        padding: '0 12px',
        fontSize: '1rem',
        fontWeight: 700,
        background: '#fff',
        color: theme.primary,
        border: `2px solid ${theme.primary}`,
        borderRadius: 8,
        cursor: 'pointer',
        flexShrink: 0,
        ...focusRing,
      }}
    >
      {m.languageName[other]}
    </button>
  );
};
