import { theme } from 'web-kit/theme';

/** The consent text in full, beside the submit button it names (spec 9). */
export const ConsentText = ({ text }: { text: string }) => (
  <p data-testid="consent-text" css={{ fontSize: 18, lineHeight: 1.5, color: theme.text, maxWidth: '60ch' }}>
    {text}
  </p>
);
