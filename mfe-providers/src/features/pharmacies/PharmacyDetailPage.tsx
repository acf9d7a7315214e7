/** /pharmacy/{id}/: one pharmacy's name, address, phone, distance, type and hours where known. */
import { Link, useParams } from 'react-router-dom';
import { isNotFound, notFound } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import {
  useChosenPharmaciesQuery,
  usePharmacyQuery,
  useSavePharmaciesMutation,
} from 'web-kit/queries/pharmacies';
import { cardCss, linkCss } from 'web-kit/theme';
import { AddressLink, Button, FetchFailed, Loading, NeedLocation, PageFrame, PhoneLink } from 'web-kit/ui';
import { pharmacyMessages as m } from './messages';
import { pharmacyAddressLines } from './PharmacyCard';

const rowCss = {
  display: 'grid',
  gridTemplateColumns: 'minmax(120px, 200px) 1fr',
  gap: 12,
  margin: 0,
} as const;

const Detail = ({ id, zip }: { id: string; zip: string }) => {
  const pharmacy = usePharmacyQuery(id, zip);
  const chosen = useChosenPharmaciesQuery();
  const save = useSavePharmaciesMutation();
  if (pharmacy.isError && isNotFound(pharmacy.error)) throw notFound();
  if (pharmacy.isError) return <FetchFailed onRetry={() => void pharmacy.refetch()} />;
  if (!pharmacy.data) return <Loading />;
  const p = pharmacy.data;
  const isChosen = (chosen.data ?? []).some((c) => c.pharmacyRecordID === p.pharmacyRecordID);
  return (
    <section
      css={{ ...cardCss, display: 'grid', gap: 12 }}
      aria-labelledby="pharmacy-name"
      data-testid="pharmacy-detail"
    >
      <h2 id="pharmacy-name" css={{ margin: 0 }}>
        {p.name}
      </h2>
      <dl css={{ display: 'grid', gap: 12, margin: 0 }}>
        <div css={rowCss}>
          <dt css={{ fontWeight: 700 }}>{m.distance}</dt>
          <dd css={{ margin: 0 }}>{p.isMailOrder ? m.byMail : m.milesAway(p.distance)}</dd>
        </div>
        <div css={rowCss}>
          <dt css={{ fontWeight: 700 }}>{m.address}</dt>
          <dd css={{ margin: 0 }}>
            <AddressLink lines={pharmacyAddressLines(p)} label={m.addressOf(p.name)} />
          </dd>
        </div>
        <div css={rowCss}>
          <dt css={{ fontWeight: 700 }}>{m.phone}</dt>
          <dd css={{ margin: 0 }}>
            <PhoneLink phone={p.phone} label={`${m.callPharmacy(p.name)} ${p.phone}`} />
          </dd>
        </div>
        <div css={rowCss}>
          <dt css={{ fontWeight: 700 }}>{m.type}</dt>
          <dd css={{ margin: 0 }}>{p.isMailOrder ? m.mailType : m.retailType}</dd>
        </div>
        <div css={rowCss}>
          <dt css={{ fontWeight: 700 }}>{m.hours}</dt>
          <dd css={{ margin: 0 }}>{p.is24Hours ? m.open24 : m.hoursUnknown}</dd>
        </div>
      </dl>
      {isChosen ? (
        <p css={{ margin: 0, fontWeight: 700 }}>{m.yours}</p>
      ) : (
        <p css={{ margin: 0 }}>
          {/* Spec 8: a failed save stops without a message. */}
          <Button disabled={save.isPending || !chosen.data} onClick={() => save.mutate([p.pharmacyRecordID])}>
            {save.isPending ? m.saving : m.addThis}
          </Button>
        </p>
      )}
    </section>
  );
};

const PharmacyDetailPage = () => {
  const { session, location } = useHost();
  const { id = '' } = useParams();
  return (
    <PageFrame title={m.detailTitle} testId="pharmacy-detail-page">
      <p>
        <Link to="/pharmacy/" css={linkCss}>
          {m.back}
        </Link>
      </p>
      {!session || !location ? <NeedLocation /> : <Detail id={id} zip={location.zipCode} />}
    </PageFrame>
  );
};
export default PharmacyDetailPage;
