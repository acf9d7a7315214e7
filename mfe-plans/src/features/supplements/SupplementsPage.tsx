import { Link } from 'react-router-dom';
import { useMessages } from 'web-kit/i18n';
import { buttonCss, secondaryButtonCss } from 'web-kit/theme';
import { PageFrame } from 'web-kit/ui';
import { MedigapTable } from '../medigap';
import { supplementMessages } from './messages';

/** /supplements/: Medicare Supplement insurance explained, with the plan-type table and a way to prices. */
const SupplementsPage = () => {
  const m = useMessages(supplementMessages);
  return (
    <PageFrame title={m.title} testId="supplements-page">
      {m.paragraphs.map((p) => (
        <p key={p.slice(0, 24)}>{p}</p>
      ))}
      <p css={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        <Link to="/plans/medigap/" css={buttonCss}>
          {m.quotes}
        </Link>
        <Link to="/plans/pdp/" css={secondaryButtonCss}>
          {m.pdp}
        </Link>
      </p>
      <MedigapTable />
    </PageFrame>
  );
};
export default SupplementsPage;
