import { Link } from 'react-router-dom';
import { useMessages } from 'web-kit/i18n';
import { buttonCss, cardCss, linkCss, theme } from 'web-kit/theme';
import { PageFrame } from 'web-kit/ui';
import { homeMessages } from './messages';

/** /: plan type selection, each type explained in plain words and leading to its plans. */
const HomePage = () => {
  const m = useMessages(homeMessages);
  return (
    <PageFrame title={m.title} intro={<p>{m.intro}</p>} testId="home-page">
      <ul
        css={{
          listStyle: 'none',
          padding: 0,
          margin: 0,
          display: 'grid',
          gap: 20,
          gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
        }}
      >
        {m.choices.map((c) => (
          <li key={c.id} css={{ ...cardCss, display: 'flex', flexDirection: 'column', gap: 12 }}>
            <h2 css={{ margin: 0, fontSize: 26, color: theme.primary }}>{c.title}</h2>
            <p css={{ margin: 0, flex: 1 }}>{c.body}</p>
            <Link to={c.to} css={buttonCss}>
              {c.cta}
            </Link>
          </li>
        ))}
      </ul>
      <section
        css={{ ...cardCss, background: theme.surface, marginTop: 24 }}
        aria-labelledby="home-drugs-title"
      >
        <h2 id="home-drugs-title" css={{ marginTop: 0 }}>
          {m.drugsTitle}
        </h2>
        <p>{m.drugsBody}</p>
        <p css={{ display: 'flex', flexWrap: 'wrap', gap: 20, alignItems: 'center', marginBottom: 0 }}>
          <Link to="/drugs/add-drug/" css={buttonCss}>
            {m.drugsCta}
          </Link>
          <Link to="/supplements/" css={linkCss}>
            {m.learnMore}
          </Link>
        </p>
      </section>
    </PageFrame>
  );
};
export default HomePage;
