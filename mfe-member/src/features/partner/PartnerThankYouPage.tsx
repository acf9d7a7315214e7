import { useParams } from 'react-router-dom';
import { useMessages } from 'web-kit/i18n';
import { usePartnerQuery } from 'web-kit/queries/partners';
import { LinkLine, PageFrame } from 'web-kit/ui';
import { routeHref } from '../common';
import { partnerMessages } from './messages';
import { PartnerBrand } from './PartnerBrand';

/** /partner/{partner?}/thank-you/: what happens next, in the partner's colours, with the phone. */
const PartnerThankYouPage = () => {
  const m = useMessages(partnerMessages);
  const { partner: partnerId } = useParams();
  const partner = usePartnerQuery(partnerId).data ?? null;
  return (
    <PageFrame
      title={m.thankYouTitle}
      intro={<p>{m.thankYouIntro(partner?.name ?? null)}</p>}
      testId="partner-thank-you-page"
    >
      <PartnerBrand partner={partner} />
      <section aria-labelledby="next-title">
        <h2 id="next-title">{m.nextTitle}</h2>
        <ul>
          {m.next.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <LinkLine to={routeHref('self-schedule')}>{m.scheduleInstead}</LinkLine>
    </PageFrame>
  );
};
export default PartnerThankYouPage;
