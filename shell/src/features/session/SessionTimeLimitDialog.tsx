/**
 * The question of the session's time limit, loaded the first time it is asked (a day into a visit, if
 * ever): none of it is on the first load of a page.
 */
import { useHost } from 'shared-contracts/react';
import { useMessages } from 'web-kit/i18n';
import { Button, Dialog } from 'web-kit/ui';
import { sessionMessages } from './messages';

const SessionTimeLimitDialog = ({
  open,
  failed,
  onStay,
}: {
  open: boolean;
  failed: boolean;
  onStay: () => void;
}) => {
  const m = useMessages(sessionMessages);
  const { phone } = useHost();
  return (
    <Dialog open={open} title={m.title} testId="session-time-limit">
      <p>{m.body}</p>
      <Button onClick={onStay}>{m.stay}</Button>
      {failed ? <p role="alert">{m.failed(phone)}</p> : null}
    </Dialog>
  );
};

export default SessionTimeLimitDialog;
