import { lazy, Suspense, useId, useState } from 'react';
import { useHost } from 'shared-contracts/react';
import { useMessages } from 'web-kit/i18n';
import { commonMessages } from 'web-kit/messages';
import { theme } from 'web-kit/theme';
import { Button, Loading, PhoneLink } from 'web-kit/ui';
import { agentContactMessages } from './messages';

// The form (react-hook-form, the schema, the consent and the save) loads only when it is asked for.
const LeadForm = lazy(() => import('./LeadForm'));

/**
 * Under every embedded page: the agent phone and a button that opens the lead form, so a visitor can ask
 * a licensed agent to contact them without leaving the partner's page. Shown once the finder knows the
 * visitor's place (the lead carries its ZIP and county).
 */
export const AgentContact = () => {
  const m = useMessages(agentContactMessages);
  const common = useMessages(commonMessages);
  const { phone, location } = useHost();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  if (!location) return null;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="embed-agent-contact"
      css={{ marginTop: 32, paddingTop: 24, borderTop: `2px solid ${theme.border}` }}
    >
      <h2 id={headingId} css={{ fontSize: 24, margin: '0 0 8px' }}>
        {m.heading}
      </h2>
      <p css={{ margin: '0 0 16px' }}>
        {common.callLine} <PhoneLink phone={phone} label={common.call(phone)} />
      </p>
      {open ? (
        <Suspense fallback={<Loading />}>
          <LeadForm location={location} />
        </Suspense>
      ) : (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {m.open}
        </Button>
      )}
    </section>
  );
};
