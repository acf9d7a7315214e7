/** The drug step: the kit's drug search and dosage form (the same server resources as /drugs/). */
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMessages } from 'web-kit/i18n';
import { ChosenDrug, DrugSearch } from 'web-kit/pickers/drug-picker';
import { useSessionQuery } from 'web-kit/queries/session';
import { multistepMessages } from './messages';

export const DrugStep = ({ path }: { path: string }) => {
  const m = useMessages(multistepMessages);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const chosen = search.get('drug');
  const session = useSessionQuery();
  const dosages = session.data?.dosages ?? [];
  return (
    <div css={{ display: 'grid', gap: 16 }}>
      <section aria-labelledby="your-drugs">
        <h2 id="your-drugs">{m.yourDrugs}</h2>
        {dosages.length ? (
          <ul data-testid="onboarding-drug-list">
            {dosages.map((d) => (
              <li key={d.dosageRecordID}>{d.label}</li>
            ))}
          </ul>
        ) : (
          <p>{m.noDrugs}</p>
        )}
      </section>
      {chosen ? (
        <ChosenDrug key={chosen} id={chosen} otherHref={path} onSaved={() => navigate(path)} />
      ) : (
        <DrugSearch hrefFor={(id) => `${path}?drug=${encodeURIComponent(id)}`} />
      )}
    </div>
  );
};
