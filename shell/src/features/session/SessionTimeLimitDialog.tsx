/**
 * The question of a time limit, loaded the first time it is asked (a day into a visit, if ever): none of
 * it is on the first load of a page.
 */
import { useHost } from 'shared-contracts/react';
import { useMessages } from 'web-kit/i18n';
import { Button, Dialog } from 'web-kit/ui';
import { sessionMessages } from './messages';
import type { TimeLimitKind } from './SessionTimeLimit';

const SessionTimeLimitDialog = ({
  kind,
  open,
  failed,
  onStay,
}: {
  kind: TimeLimitKind;
  open: boolean;
  failed: boolean;
  onStay: () => void;
}) => {
  const m = useMessages(sessionMessages);
  const { phone } = useHost();
  const member = kind === 'member';
  return (
    <Dialog open={open} title={m.title} testId={member ? 'member-time-limit' : 'session-time-limit'}>
      <p>{member ? m.memberBody : m.body}</p>
      <Button onClick={onStay}>{m.stay}</Button>
      {failed ? <p role="alert">{member ? m.memberFailed(phone) : m.failed(phone)}</p> : null}
    </Dialog>
  );
};

export default SessionTimeLimitDialog;
