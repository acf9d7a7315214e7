import { useMessages } from 'web-kit/i18n';
import { PageFrame } from 'web-kit/ui';
import { Booking } from './Booking';
import { schedulingMessages } from './messages';

/** /self-schedule/: book a call with a licensed agent for this visit's person. */
const SelfSchedulePage = () => {
  const m = useMessages(schedulingMessages);
  return (
    <PageFrame title={m.selfScheduleTitle} intro={<p>{m.selfScheduleIntro}</p>} testId="self-schedule-page">
      <Booking />
    </PageFrame>
  );
};
export default SelfSchedulePage;
