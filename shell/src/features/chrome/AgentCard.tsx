import { telHref } from 'shared-contracts';
import type { AssignedAgent } from 'shared-contracts/react';
import { useMessages } from 'web-kit/i18n';
import { useAgentTitle } from 'web-kit/messages';
import { focusRing, theme } from 'web-kit/theme';
import { chromeMessages } from './messages';

/** A pre-assigned agent replaces the default agent message; the title defaults to 'Medicare Agent'. */
export const AgentCard = ({ agent }: { agent: AssignedAgent }) => {
  const m = useMessages(chromeMessages);
  const agentTitle = useAgentTitle();
  return (
    <section
      aria-label={m.yourAgent}
      data-testid="agent-card"
      css={{ display: 'flex', gap: 12, alignItems: 'center' }}
    >
      {agent.photoLink && (
        <img
          src={agent.photoLink}
          alt=""
          width={64}
          height={64}
          css={{ borderRadius: '50%', objectFit: 'cover' }}
        />
      )}
      <div>
        <p css={{ margin: 0, fontWeight: 800 }}>
          {agent.firstName} {agent.lastName}
        </p>
        <p css={{ margin: 0, color: theme.muted }}>{agentTitle(agent.title)}</p>
        <a href={telHref(agent.phone)} css={{ fontWeight: 700, ...focusRing }}>
          {agent.phone}
        </a>
      </div>
    </section>
  );
};
