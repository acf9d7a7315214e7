import { Link } from 'react-router-dom';
import { DRAWER_WIDTH, telHref } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { useMessages } from 'web-kit/i18n';
import { phoneWithTty } from 'web-kit/messages';
import { focusRing, theme, visuallyHidden } from 'web-kit/theme';
import { StartOver } from 'web-kit/ui';
import { AgentCard, chromeMessages, LanguageSwitch, useBreakpoints } from '../chrome';
import { HOURS_TOKEN, PRERENDERED_HOURS } from '../content';
import { useShell } from '../host';
import type { DrawerStep } from './steps';

export interface DrawerProps {
  steps: DrawerStep[];
  current: number;
  navigable: boolean;
  open: boolean;
}

/** The left step drawer with its help panels (spec 2). On mobile it opens from the menu button. */
export const Drawer = ({ steps, current, navigable, open }: DrawerProps) => {
  const m = useMessages(chromeMessages);
  const { phone, operationHours, agent } = useHost();
  const { prerendered } = useShell();
  const bp = useBreakpoints();
  return (
    <aside
      id="step-drawer"
      data-testid="step-drawer"
      css={{
        width: DRAWER_WIDTH,
        flexShrink: 0,
        boxSizing: 'border-box',
        padding: 24,
        background: theme.surface,
        borderRight: `1px solid ${theme.border}`,
        [bp.mobile]: {
          display: open ? 'block' : 'none',
          width: '100%',
          borderRight: 'none',
          borderBottom: `1px solid ${theme.border}`,
        },
      }}
    >
      <LanguageSwitch css={{ marginBottom: 16, [bp.desktop]: { display: 'none' } }} />
      <nav aria-label={m.steps}>
        <ol css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
          {steps.map((step) => {
            const isCurrent = step.number === current;
            const body = (
              <>
                <span
                  aria-hidden="true"
                  css={{
                    display: 'inline-flex',
                    width: 36,
                    height: 36,
                    flexShrink: 0,
                    borderRadius: '50%',
                    alignItems: 'center',
                    justifyContent: 'center',
                    fontWeight: 800,
                    background: isCurrent ? theme.primary : '#fff',
                    color: isCurrent ? '#fff' : theme.primary,
                    border: `2px solid ${theme.primary}`,
                    marginRight: 12,
                  }}
                >
                  {step.number}
                </span>
                <span css={{ fontWeight: isCurrent ? 800 : 600 }}>
                  <span css={visuallyHidden}>{`${m.stepLabel(step.number, '')} `}</span>
                  {step.label}
                </span>
              </>
            );
            const style = {
              display: 'flex',
              alignItems: 'center',
              minHeight: 48,
              color: theme.text,
              textDecoration: 'none',
              ...focusRing,
            };
            return (
              <li key={step.number} data-current={isCurrent || undefined}>
                {navigable ? (
                  <Link to={step.path} aria-current={isCurrent ? 'step' : undefined} css={style}>
                    {body}
                  </Link>
                ) : (
                  <span aria-current={isCurrent ? 'step' : undefined} css={style}>
                    {body}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <section aria-labelledby="help-heading" css={{ marginTop: 32, display: 'grid', gap: 12 }}>
        <h2 id="help-heading" css={{ fontSize: '1.2rem', margin: 0 }}>
          {m.helpHeading}
        </h2>
        {agent ? <AgentCard agent={agent} /> : <p css={{ margin: 0 }}>{m.agentMessage}</p>}
        <a
          href={telHref(phone)}
          css={{ fontSize: '1.2rem', fontWeight: 800, color: theme.primary, ...focusRing }}
        >
          {phoneWithTty(phone)}
        </a>
        {/* Without hours yet, the prerendered page's line, for a returning visitor: the page template shows it
            with the hours they were last told (its script fills the token before the first paint, its style
            hides it otherwise), so the live line that replaces it moves nothing (content/stored-hours.ts). */}
        {(operationHours || prerendered) && (
          <p {...(operationHours ? {} : { [PRERENDERED_HOURS]: '' })} css={{ margin: 0 }}>
            {m.hours(operationHours || HOURS_TOKEN)}
          </p>
        )}
        <p css={{ margin: 0, fontWeight: 700 }}>{m.noObligation}</p>
      </section>
      <div css={{ marginTop: 24 }}>
        <StartOver />
      </div>
    </aside>
  );
};

/** The pre-meeting layout's step bar on mobile. */
export const MobileStepBar = ({ steps, current }: { steps: DrawerStep[]; current: number }) => {
  const m = useMessages(chromeMessages);
  const bp = useBreakpoints();
  return (
    <nav
      aria-label={m.steps}
      data-testid="mobile-step-bar"
      css={{ [bp.desktop]: { display: 'none' }, background: theme.surface, padding: '8px 12px' }}
    >
      <ol
        css={{
          display: 'flex',
          // The three steps wrap rather than run past a 320 px screen.
          flexWrap: 'wrap',
          gap: 8,
          listStyle: 'none',
          margin: 0,
          padding: 0,
          justifyContent: 'space-between',
        }}
      >
        {steps.map((s) => (
          <li
            key={s.number}
            aria-current={s.number === current ? 'step' : undefined}
            css={{ fontWeight: s.number === current ? 800 : 500 }}
          >
            {/* A 24 px target at least (WCAG 2.5.8): the steps sit 8 px apart on a phone. */}
            <Link
              to={s.path}
              css={{ color: theme.text, display: 'inline-block', minHeight: 24, ...focusRing }}
            >
              {s.number}. {s.label}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
};
