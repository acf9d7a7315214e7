import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { MemberAccount, Opportunity } from 'shared-contracts/api/member';
import { useMessages } from 'web-kit/i18n';
import { useChosenPharmaciesQuery } from 'web-kit/queries/pharmacies';
import { useChosenDoctorsQuery } from 'web-kit/queries/providers';
import { useSessionQuery } from 'web-kit/queries/session';
import { useSpecialtyName } from 'web-kit/specialties';
import { cardCss, linkCss, theme } from 'web-kit/theme';
import { Empty, FetchFailed, Loading, PageFrame } from 'web-kit/ui';
import { MemberGate, WithOpportunity } from '../access';
import { routeHref } from '../common';
import { personalizationMessages } from './messages';

/** …/personalization/: the opportunity's drugs, doctors, pharmacies and benefit priorities (step 2). */
const PersonalizationPage = () => {
  const m = useMessages(personalizationMessages);
  const { accountId = '', websiteReferenceId } = useParams();
  const intro = <p>{m.intro}</p>;
  return (
    <MemberGate accountId={accountId} title={m.title} intro={intro}>
      {(account) => (
        <PageFrame title={m.title} intro={intro} testId="personalization-page">
          <WithOpportunity account={account} websiteReferenceId={websiteReferenceId}>
            {(opportunity) => <Lists account={account} opportunity={opportunity} />}
          </WithOpportunity>
        </PageFrame>
      )}
    </MemberGate>
  );
};
export default PersonalizationPage;

type QueryLike<T> = { data: T | undefined; isError: boolean; refetch: () => unknown };

const ListSection = <T,>({
  id,
  title,
  query,
  none,
  render,
}: {
  id: string;
  title: string;
  query: QueryLike<T[]>;
  none: string;
  render: (item: T) => { key: string; body: ReactNode };
}) => {
  let body: ReactNode;
  if (query.isError) body = <FetchFailed onRetry={() => void query.refetch()} />;
  else if (!query.data) body = <Loading />;
  else if (query.data.length === 0) body = <Empty>{none}</Empty>;
  else
    body = (
      <ul css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
        {query.data.map((item) => {
          const { key, body: content } = render(item);
          return (
            <li key={key} css={{ ...cardCss, padding: 16 }}>
              {content}
            </li>
          );
        })}
      </ul>
    );
  return (
    <section aria-labelledby={id} css={{ marginBottom: 24 }}>
      <h2 id={id}>{title}</h2>
      {body}
    </section>
  );
};

const Lists = ({ account, opportunity }: { account: MemberAccount; opportunity: Opportunity }) => {
  const m = useMessages(personalizationMessages);
  const specialtyName = useSpecialtyName();
  const session = useSessionQuery();
  const doctors = useChosenDoctorsQuery();
  const pharmacies = useChosenPharmaciesQuery();
  const params = { accountId: account.accountId, websiteReferenceId: opportunity.websiteReferenceId };
  const drugs = { ...session, data: session.data?.dosages };
  // 'Not important' counts as not chosen (spec 5).
  const benefits = {
    ...session,
    data: session.data?.benefits.filter((b) => b.value !== '' && b.value !== 'Not important'),
  };
  return (
    <>
      <ListSection
        id="drugs-title"
        title={m.drugsTitle}
        query={drugs}
        none={m.noDrugs}
        render={(d) => ({
          key: d.dosageRecordID,
          body: (
            <>
              <strong css={{ display: 'block', fontSize: 20 }}>{d.drugName}</strong>
              {m.drugLine(d.label, d.quantity)}
            </>
          ),
        })}
      />
      <ListSection
        id="doctors-title"
        title={m.doctorsTitle}
        query={doctors}
        none={m.noDoctors}
        render={(d) => ({
          key: d.uuid,
          body: (
            <>
              <strong css={{ display: 'block', fontSize: 20 }}>{d.presentation_name}</strong>
              {specialtyName(d.specialty)}
              {d.isPcp ? (
                <span css={{ display: 'block', color: theme.good, fontWeight: 700 }}>{m.primaryCare}</span>
              ) : null}
              <span css={{ display: 'block', color: theme.muted }}>
                {`${d.address.street_line_1}, ${d.address.city}, ${d.address.state} ${d.address.zip}`}
              </span>
            </>
          ),
        })}
      />
      <ListSection
        id="pharmacies-title"
        title={m.pharmaciesTitle}
        query={pharmacies}
        none={m.noPharmacies}
        render={(p) => ({
          key: p.pharmacyRecordID,
          body: (
            <>
              <strong css={{ display: 'block', fontSize: 20 }}>{p.name}</strong>
              {p.isMailOrder
                ? m.mailOrder
                : `${p.address.street}, ${p.address.city}, ${p.address.state} ${p.address.zip}`}
            </>
          ),
        })}
      />
      <ListSection
        id="benefits-title"
        title={m.benefitsTitle}
        query={benefits}
        none={m.noBenefits}
        render={(b) => ({ key: b.name, body: `${m.benefits[b.name]}: ${b.value}` })}
      />
      <p>{m.tellAgent}</p>
      <p css={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
        <Link to={routeHref('member-opp', params)} css={linkCss}>
          {m.back}
        </Link>
        <Link to={routeHref('member-next-steps', params)} css={linkCss}>
          {m.next}
        </Link>
      </p>
    </>
  );
};
