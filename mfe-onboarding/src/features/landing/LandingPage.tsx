/**
 * /open-funnel-control/ and /open-funnel-test/: the landing variants (their phone comes from the route's
 * landing-page kind, spec 4). Visitors of campaign open_funnel_test have no "Your Information" step
 * (spec 2), so their button goes straight to plan type selection.
 */
import { Link } from 'react-router-dom';
import { OPEN_FUNNEL_TEST_CAMPAIGN } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { useMessages } from 'web-kit/i18n';
import { buttonCss } from 'web-kit/theme';
import { PageFrame } from 'web-kit/ui';
import { landingMessages } from './messages';

const LandingPage = () => {
  const m = useMessages(landingMessages);
  const { attribution } = useHost();
  const skipInformation = attribution.campaignId === OPEN_FUNNEL_TEST_CAMPAIGN;
  return (
    <PageFrame title={m.title} intro={<p>{m.intro}</p>} testId="landing-page">
      <ul css={{ fontSize: 20 }}>
        {m.points.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
      <p>
        <Link to={skipInformation ? '/' : '/onboarding/multistep/'} css={buttonCss}>
          {skipInformation ? m.seePlans : m.start}
        </Link>
      </p>
    </PageFrame>
  );
};
export default LandingPage;
