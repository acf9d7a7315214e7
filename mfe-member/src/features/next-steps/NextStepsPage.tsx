import { Link, useParams } from 'react-router-dom';
import type { MemberAccount, Opportunity } from 'shared-contracts/api/member';
import { useMessages } from 'web-kit/i18n';
import { buttonCss } from 'web-kit/theme';
import { LinkLine, PageFrame, Section } from 'web-kit/ui';
import { MemberGate, WithOpportunity } from '../access';
import { routeHref } from '../common';
import { CalendarButton, MeetingDetails } from '../scheduling';
import { nextStepsMessages } from './messages';

/** …/next-steps/: what happens in the meeting, what to have ready, the meeting's calendar file (step 3). */
const NextStepsPage = () => {
  const m = useMessages(nextStepsMessages);
  const { accountId = '', websiteReferenceId } = useParams();
  const intro = <p>{m.intro}</p>;
  return (
    <MemberGate accountId={accountId} title={m.title} intro={intro}>
      {(account) => (
        <PageFrame title={m.title} intro={intro} testId="next-steps-page">
          <WithOpportunity account={account} websiteReferenceId={websiteReferenceId}>
            {(opportunity) => <Steps account={account} opportunity={opportunity} />}
          </WithOpportunity>
        </PageFrame>
      )}
    </MemberGate>
  );
};
export default NextStepsPage;

const Steps = ({ account, opportunity }: { account: MemberAccount; opportunity: Opportunity }) => {
  const m = useMessages(nextStepsMessages);
  const meeting = opportunity.meeting?.status === 'booked' ? opportunity.meeting : null;
  const params = { accountId: account.accountId, websiteReferenceId: opportunity.websiteReferenceId };
  return (
    <>
      <Section title={m.meetingTitle}>
        {meeting ? (
          <>
            <MeetingDetails meeting={meeting} />
            <CalendarButton meeting={meeting} />
          </>
        ) : (
          <>
            <p css={{ margin: 0 }}>{m.noMeeting}</p>
            <p css={{ margin: 0 }}>
              <Link to={routeHref('member-opp', params)} css={buttonCss}>
                {m.book}
              </Link>
            </p>
          </>
        )}
      </Section>
      <section aria-labelledby="happens-title">
        <h2 id="happens-title">{m.whatHappensTitle}</h2>
        <ul>
          {m.whatHappens.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="ready-title">
        <h2 id="ready-title">{m.haveReadyTitle}</h2>
        <ul>
          {m.haveReady.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <LinkLine to={routeHref('member-personalization', params)}>{m.back}</LinkLine>
    </>
  );
};
