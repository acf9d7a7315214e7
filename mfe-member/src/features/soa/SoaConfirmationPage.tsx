import { Link, useLocation } from 'react-router-dom';
import { useHost } from 'shared-contracts/react';
import { useMessages } from 'web-kit/i18n';
import { linkCss } from 'web-kit/theme';
import { PageFrame } from 'web-kit/ui';
import { SessionScope } from '../access';
import { routeHref } from '../common';
import { SignedPdfButton } from '../esign';
import { soaMessages } from './messages';

interface ConfirmationState {
  documentId?: string;
  websiteReferenceId?: string;
}

/** /scope-of-appointment/confirmation/: the record is signed and stored; the signed copy. */
const SoaConfirmationPage = () => {
  const m = useMessages(soaMessages);
  const { member } = useHost();
  const state = (useLocation().state ?? {}) as ConfirmationState;
  return (
    <PageFrame
      title={m.confirmationTitle}
      intro={<p>{m.confirmationIntro}</p>}
      testId="soa-confirmation-page"
    >
      <p>{m.confirmationNext}</p>
      {state.documentId ? (
        <SessionScope websiteReferenceId={state.websiteReferenceId}>
          <SignedPdfButton documentId={state.documentId} />
        </SessionScope>
      ) : null}
      {member.status === 'ready' && member.accountId && state.websiteReferenceId ? (
        <p>
          <Link
            to={routeHref('member-opp', {
              accountId: member.accountId,
              websiteReferenceId: state.websiteReferenceId,
            })}
            css={linkCss}
          >
            {m.backToMember}
          </Link>
        </p>
      ) : null}
    </PageFrame>
  );
};
export default SoaConfirmationPage;
