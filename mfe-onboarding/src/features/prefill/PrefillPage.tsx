/**
 * /prefill/{uuid}/: an agent's prefill record fills the consumer's details (empty values ignored), then
 * the person goes on: to the onboarding, or to the plans when everything a lead needs is known.
 */
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { isNotFound } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { useMessages } from 'web-kit/i18n';
import { isLeadCaptured } from 'web-kit/lead-form';
import { usePrefillQuery } from 'web-kit/queries/prefill';
import { buttonCss } from 'web-kit/theme';
import { FetchFailed, Loading, PageFrame } from 'web-kit/ui';
import { clearDraft } from '../consumer';
import { prefillMessages } from './messages';
import { prefilledConsumer, prefilledPlace } from './prefill';

const PrefillPage = () => {
  const m = useMessages(prefillMessages);
  const { uuid } = useParams();
  const { events } = useHost();
  const navigate = useNavigate();
  const prefill = usePrefillQuery(uuid);

  useEffect(() => {
    if (!prefill.data) return;
    const consumer = prefilledConsumer(prefill.data);
    const place = prefilledPlace(prefill.data);
    // A draft from an earlier visit must not hide what the agent prepared.
    clearDraft();
    events.emit('consumer:updated', { fields: { ...consumer } });
    if (place) events.emit('location:set', place);
    const complete = isLeadCaptured(
      consumer,
      place ? { zipCode: place.zip, fips: place.fips, countyName: place.countyName } : null,
    );
    navigate(complete ? '/plans/all/' : '/onboarding/multistep/', { replace: true });
  }, [prefill.data, events, navigate]);

  if (!uuid || (prefill.isError && isNotFound(prefill.error))) {
    return (
      <PageFrame title={m.title}>
        <p>{m.notFound}</p>
        <p>
          <Link to="/onboarding/multistep/" css={buttonCss}>
            {m.start}
          </Link>
        </p>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={m.title}>
      {prefill.isError ? <FetchFailed onRetry={() => void prefill.refetch()} /> : <Loading />}
    </PageFrame>
  );
};
export default PrefillPage;
