/** Drug search (spec 5: the api leaves out the drugs already chosen); each result links to its dosage form. */

import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useMessages } from 'web-kit/i18n';
import { useDrugSearchQuery } from 'web-kit/queries/drugs';
import { cardCss, linkCss, theme } from 'web-kit/theme';
import { FetchFailed, SearchField } from 'web-kit/ui';
import { drugPickerMessages } from './messages';

/** Wait for a pause in typing before searching. */
const useDebounced = (value: string, ms: number) => {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
};

export interface DrugSearchProps {
  /** Where a chosen drug's dosage form is (a link, so the browser's back button returns to the search). */
  hrefFor: (drugId: string) => string;
}

export const DrugSearch = ({ hrefFor }: DrugSearchProps) => {
  const m = useMessages(drugPickerMessages);
  const [term, setTerm] = useState('');
  const debounced = useDebounced(term, 250);
  const results = useDrugSearchQuery(debounced);
  return (
    <div>
      <SearchField
        label={m.searchLabel}
        hint={m.searchHint}
        value={term}
        onSearchChange={setTerm}
        data-testid="drug-search"
      />
      <p role="status" aria-live="polite" css={{ minHeight: 27 }}>
        {results.isFetching ? m.searching : results.isSuccess ? m.results(results.data.length) : ''}
      </p>
      {results.isError ? <FetchFailed onRetry={() => void results.refetch()} /> : null}
      {results.isSuccess && results.data.length > 0 ? (
        <ul css={{ listStyle: 'none', padding: 0, display: 'grid', gap: 8 }} data-testid="drug-results">
          {results.data.map((d) => (
            <li key={d.id}>
              <Link
                to={hrefFor(d.id)}
                css={{ ...cardCss, ...linkCss, display: 'block', padding: 16, textDecoration: 'none' }}
                aria-label={m.choose(d.name)}
              >
                <span css={{ fontSize: 20 }}>{d.name}</span>{' '}
                <span css={{ fontWeight: 400, color: theme.muted }}>({d.isBrand ? m.brand : m.generic})</span>
                {d.isBrand ? (
                  <span css={{ display: 'block', fontWeight: 400, color: theme.text }}>
                    {m.genericOf(d.genericName)}
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
};
