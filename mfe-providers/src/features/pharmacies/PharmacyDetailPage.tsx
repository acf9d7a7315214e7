/**
 * /pharmacy/{id}/: one pharmacy's name, address, phone, distance, type, hours where known, and in how
 * many of the person's plans with drug coverage it is in network (once it is one of their pharmacies:
 * the plans are priced for the person's own pharmacies).
 */
import { useParams } from 'react-router-dom';
import { isNotFound, notFound } from 'shared-contracts';
import { useMessages } from 'web-kit/i18n';
import {
  useChosenPharmaciesQuery,
  usePharmacyQuery,
  useSavePharmaciesMutation,
} from 'web-kit/queries/pharmacies';
import { usePlansQuery } from 'web-kit/queries/plans';
import { cardCss } from 'web-kit/theme';
import {
  AddressLink,
  Button,
  FetchFailed,
  LinkLine,
  Loading,
  PageFrame,
  PhoneLink,
  Section,
  WithLocation,
} from 'web-kit/ui';
import { pharmacyMessages } from './messages';
import { pharmacyAddressLines } from './PharmacyCard';

const rowCss = {
  display: 'grid',
  gridTemplateColumns: 'minmax(120px, 200px) 1fr',
  gap: 12,
  margin: 0,
} as const;

/** In how many of the county's plans with drug coverage one of the person's pharmacies is in network. */
const InYourPlans = ({ pharmacyRecordID }: { pharmacyRecordID: string }) => {
  const m = useMessages(pharmacyMessages);
  // The same lists (and cache entries) the plan pages show.
  const ma = usePlansQuery({ planTypes: ['MAPD', 'MA'], flag: 'medicareAdvantage' });
  const pdp = usePlansQuery({ planTypes: ['PDP'], flag: 'pdp' });
  if (ma.isError || pdp.isError) return <>{m.plansUnavailable}</>;
  if (!ma.data || !pdp.data) return <>{m.checkingPlans}</>;
  const withDrugs = [...ma.data.plans, ...pdp.data.plans].filter((plan) => plan.hasDrugCoverage);
  const inNetwork = withDrugs.filter((plan) =>
    plan.pharmacies.some((x) => x.pharmacyRecordID === pharmacyRecordID && x.inNetwork),
  ).length;
  return <>{m.inNetworkCount(inNetwork, withDrugs.length)}</>;
};

const Detail = ({ id, zip }: { id: string; zip: string }) => {
  const m = useMessages(pharmacyMessages);
  const pharmacy = usePharmacyQuery(id, zip);
  const chosen = useChosenPharmaciesQuery();
  const save = useSavePharmaciesMutation();
  if (pharmacy.isError && isNotFound(pharmacy.error)) throw notFound();
  if (pharmacy.isError) return <FetchFailed onRetry={() => void pharmacy.refetch()} />;
  if (!pharmacy.data) return <Loading />;
  const p = pharmacy.data;
  const isChosen = (chosen.data ?? []).some((c) => c.pharmacyRecordID === p.pharmacyRecordID);
  return (
    <Section title={p.name} css={cardCss} testId="pharmacy-detail">
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
        <div css={rowCss}>
          <dt css={{ fontWeight: 700 }}>{m.inYourPlans}</dt>
          <dd css={{ margin: 0 }} data-testid="pharmacy-in-plans">
            {isChosen ? <InYourPlans pharmacyRecordID={p.pharmacyRecordID} /> : m.addToSeePlans}
          </dd>
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
    </Section>
  );
};

const PharmacyDetailPage = () => {
  const m = useMessages(pharmacyMessages);
  const { id = '' } = useParams();
  return (
    <PageFrame title={m.detailTitle} testId="pharmacy-detail-page" onlyImportedFigures>
      <LinkLine to="/pharmacy/">{m.back}</LinkLine>
      <WithLocation>{(location) => <Detail id={id} zip={location.zipCode} />}</WithLocation>
    </PageFrame>
  );
};
export default PharmacyDetailPage;
