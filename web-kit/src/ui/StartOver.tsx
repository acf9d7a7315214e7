import { useState } from 'react';
import { useHost } from 'shared-contracts/react';
import { useMessages } from 'web-kit/i18n';
import { commonMessages } from 'web-kit/messages';
import { Button } from './Button';
import { Dialog } from './Dialog';

/**
 * "Start over" (spec 4 full reset) behind a confirmation: a slip of the finger must not wipe what a
 * person entered. Confirming asks the host for the reset (`session:reset-requested`). The shell's
 * drawer and the member pages both offer it, so it lives here.
 */
export const StartOver = () => {
  const m = useMessages(commonMessages).startOver;
  const { events } = useHost();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)} data-testid="start-over">
        {m.button}
      </Button>
      <Dialog open={asking} title={m.title} onClose={() => setAsking(false)} testId="start-over-dialog">
        <p>{m.explain}</p>
        <p css={{ display: 'flex', flexWrap: 'wrap', gap: 12, margin: 0 }}>
          <Button
            onClick={() => {
              setAsking(false);
              events.emit('session:reset-requested', {});
            }}
          >
            {m.confirm}
          </Button>
          <Button variant="secondary" onClick={() => setAsking(false)}>
            {m.keep}
          </Button>
        </p>
      </Dialog>
    </>
  );
};
