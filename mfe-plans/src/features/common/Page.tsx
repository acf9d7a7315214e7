import type { ReactNode } from 'react';
import { commonMessages as m } from './messages';
import { CallAgent } from './PageHelp';
import { pageText, theme } from './theme';

/** Every plan page: one h1, the person's county when known, the agent phone, and the sample-data note. */
export const Page = ({
  title,
  intro,
  children,
  testId,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  testId?: string;
}) => {
  return (
    <div css={pageText} data-testid={testId}>
      <h1 css={{ fontSize: 34, lineHeight: 1.2, margin: '8px 0 12px', color: theme.text }}>{title}</h1>
      {intro ? <div css={{ fontSize: 20 }}>{intro}</div> : null}
      <CallAgent />
      {children}
      <p css={{ marginTop: 32, fontSize: 16, color: theme.muted }}>{m.sampleData}</p>
    </div>
  );
};
