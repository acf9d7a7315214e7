import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import type { MemberAccount, Opportunity } from 'shared-contracts/api/member';
import type { BookedMeeting } from 'shared-contracts/api/scheduling';
import { useHost } from 'shared-contracts/react';
import { useDates, useMessages } from 'web-kit/i18n';
import { buttonCss, cardCss } from 'web-kit/theme';
import { Empty, LinkLine, PageFrame, Section } from 'web-kit/ui';
import { accessMessages, MemberGate, opportunityIdOf, WithOpportunity } from '../access';
import { routeHref } from '../common';
import { BookedNotice, Booking, MeetingActions } from '../scheduling';
import { DetailsForm } from './DetailsForm';
import { yourInformationMessages } from './messages';

/** /member/{accountId}/opp/{websiteReferenceId}/: the person's details and their meeting (step 1). */
export const YourInformationPage = () => {
  const m = useMessages(yourInformationMessages);
  const { accountId = '', websiteReferenceId } = useParams();
  const intro = <p>{m.intro}</p>;
  return (
    <MemberGate accountId={accountId} title={m.title} intro={intro}>
      {(account) => (
        <PageFrame title={m.title} intro={intro} testId="your-information-page">
          <section aria-labelledby="details-title" css={{ ...cardCss, marginBottom: 24 }}>
            <h2 id="details-title" css={{ marginTop: 0 }}>
              {m.detailsTitle}
            </h2>
            <DetailsForm key={account.accountId} account={account} />
          </section>
          <WithOpportunity account={account} websiteReferenceId={websiteReferenceId}>
            {(opportunity) => <MeetingSection account={account} opportunity={opportunity} />}
          </WithOpportunity>
        </PageFrame>
      )}
    </MemberGate>
  );
};

/** The meeting (or a booking) and the scope of appointment, on the opportunity's session. */
const MeetingSection = ({ account, opportunity }: { account: MemberAccount; opportunity: Opportunity }) => {
  const dates = useDates();
  const m = useMessages(yourInformationMessages);
  // Just booked here: the notice (with the meeting's own link) stays while the page refreshes.
  const [justBooked, setJustBooked] = useState<BookedMeeting | null>(null);
  const meeting = opportunity.meeting?.status === 'booked' ? opportunity.meeting : null;
  const soa = opportunity.scopeOfAppointment;
  const params = { accountId: account.accountId, websiteReferenceId: opportunity.websiteReferenceId };
  return (
    <>
      <Section title={m.meetingTitle} css={{ gap: 16, marginBottom: 24 }}>
        {justBooked && justBooked.meeting.meetingId === meeting?.meetingId ? (
          <BookedNotice booked={justBooked} />
        ) : meeting ? (
          <MeetingActions meeting={meeting} token={undefined} />
        ) : (
          <>
            <p css={{ margin: 0 }}>{opportunity.meeting ? m.cancelledMeeting : m.noMeeting}</p>
            <Booking onBooked={setJustBooked} contactKnown />
          </>
        )}
      </Section>
      <Section title={m.soaTitle} css={{ marginBottom: 24 }}>
        {soa?.signedAt ? (
          <p css={{ margin: 0 }}>{m.soaSigned(dates.long(new Date(soa.signedAt)))}</p>
        ) : soa ? (
          <>
            <p css={{ margin: 0 }}>{m.soaUnsigned}</p>
            <p css={{ margin: 0 }}>
              <Link
                to={routeHref('esign', { documentId: soa.documentId })}
                state={{ websiteReferenceId: opportunity.websiteReferenceId }}
                css={buttonCss}
              >
                {m.soaSign}
              </Link>
            </p>
          </>
        ) : (
          <>
            <p css={{ margin: 0 }}>{m.soaNeeded}</p>
            <p css={{ margin: 0 }}>
              <Link
                to={routeHref('soa', { websiteReferenceId: opportunity.websiteReferenceId })}
                state={meeting ? { meetingId: meeting.meetingId } : undefined}
                css={buttonCss}
              >
                {m.soaStart}
              </Link>
            </p>
          </>
        )}
      </Section>
      <LinkLine to={routeHref('member-personalization', params)}>{m.next}</LinkLine>
    </>
  );
};

/** /member/: the member's latest opportunity, once the host holds their access. */
export const MemberLandingPage = () => {
  const access = useMessages(accessMessages);
  const m = useMessages(yourInformationMessages);
  const { member } = useHost();
  if (member.status !== 'ready' || !member.accountId)
    return (
      <PageFrame title={m.landingTitle} testId="member-landing">
        {member.status === 'exchanging' ? null : (
          <Empty>{member.status === 'invalid' ? access.linkInvalid : access.needLink}</Empty>
        )}
      </PageFrame>
    );
  return (
    <MemberGate accountId={member.accountId} title={m.landingTitle}>
      {(account) => {
        const websiteReferenceId = opportunityIdOf(account, undefined);
        return websiteReferenceId ? (
          <Navigate
            replace
            to={routeHref('member-opp', { accountId: account.accountId, websiteReferenceId })}
          />
        ) : (
          <PageFrame title={m.landingTitle}>
            <Empty>{access.noOpportunity}</Empty>
          </PageFrame>
        );
      }}
    </MemberGate>
  );
};
