import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { isNotFound, notFound } from 'shared-contracts';
import { useMessages } from 'web-kit/i18n';
import { useMeetingQuery } from 'web-kit/queries/scheduling';
import { Empty, FetchFailed, Loading, PageFrame } from 'web-kit/ui';
import { takeFragmentToken } from './fragment-token';
import { MeetingActions } from './MeetingActions';
import { schedulingMessages } from './messages';

/** /meeting/{meetingId}/confirm/: the meeting's details; confirm attendance, move or cancel it. */
const MeetingConfirmPage = () => {
  const m = useMessages(schedulingMessages);
  const { meetingId } = useParams();
  return (
    <PageFrame title={m.confirmTitle} intro={<p>{m.confirmIntro}</p>} testId="meeting-confirm-page">
      {meetingId ? <MeetingPanel key={meetingId} meetingId={meetingId} /> : <Empty>{m.noMeetingId}</Empty>}
    </PageFrame>
  );
};
export default MeetingConfirmPage;

const MeetingPanel = ({ meetingId }: { meetingId: string }) => {
  const [token] = useState(() => takeFragmentToken(`mpf:meeting-token:${meetingId}`));
  const meeting = useMeetingQuery(meetingId, token);
  if (meeting.isError && isNotFound(meeting.error)) throw notFound();
  if (meeting.isError) return <FetchFailed onRetry={() => void meeting.refetch()} />;
  if (!meeting.data) return <Loading />;
  return <MeetingActions meeting={meeting.data} token={token} />;
};
