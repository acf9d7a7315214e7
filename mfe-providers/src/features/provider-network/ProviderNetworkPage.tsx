/**
 * /provider/network/ (spec 2): filters (gender, languages, group types), sort (Distance by default),
 * 20 locations a page, a bullet per active criterion, counts, and saving a location to the session.
 * Spec 8: a metadata error is reported and the filters reset; a failed save is reported only.
 */
import { useEffect, useReducer } from 'react';
import { PROVIDER_NETWORK_PAGE_SIZE } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { useMessages } from 'web-kit/i18n';
import {
  useNetworkLocationsQuery,
  useNetworkMetadataQuery,
  useRemoveLocationMutation,
  useSavedLocationsQuery,
  useSaveLocationMutation,
} from 'web-kit/queries/provider-network';
import { cardCss, fieldsetReset, theme } from 'web-kit/theme';
import {
  Button,
  Checkbox,
  FetchFailed,
  Loading,
  NeedLocation,
  PageFrame,
  PhoneLink,
  Section,
  SelectField,
} from 'web-kit/ui';
import { LocationCard } from './LocationCard';
import { networkMessages } from './messages';
import {
  activeCriteria,
  FILTER_OPTIONS,
  type FilterName,
  initialSearch,
  networkSearchReducer,
  RADII,
  type Radius,
  SORTS,
  type Sort,
} from './network-search';

const Search = ({ zipCode }: { zipCode: string }) => {
  const m = useMessages(networkMessages);
  const { phone, session } = useHost();
  const [search, dispatch] = useReducer(networkSearchReducer, initialSearch);
  // A choice is shown by its words in the visit's language, never by the value the search sends.
  const choices: Record<FilterName, Record<string, string>> = m.filterOptions;
  const optionLabel = (filter: FilterName, value: string) => choices[filter][value] ?? value;
  const labelsOf = (filter: FilterName, values: readonly string[]) =>
    values.map((value) => optionLabel(filter, value)).join(', ');
  const metadata = useNetworkMetadataQuery(zipCode);
  const results = useNetworkLocationsQuery({
    zipCode,
    radius: search.radius,
    gender: search.gender,
    languages: search.languages,
    groupTypes: search.groupTypes,
    sort: search.sort,
    page: search.page,
    pageSize: PROVIDER_NETWORK_PAGE_SIZE,
  });
  const saved = useSavedLocationsQuery();
  const save = useSaveLocationMutation();
  const remove = useRemoveLocationMutation();

  // The query reports a metadata error; the filters reset (spec 8).
  useEffect(() => {
    if (metadata.isError) dispatch({ type: 'reset' });
  }, [metadata.isError]);

  const data = results.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PROVIDER_NETWORK_PAGE_SIZE)) : 1;
  const savedIdOf = (locationId: string) => saved.data?.find((s) => s.locationId === locationId)?.id ?? null;

  return (
    <div css={{ display: 'grid', gap: 24 }}>
      {metadata.data ? (
        <p css={{ margin: 0 }} data-testid="area-counts">
          {m.areaCounts(metadata.data.locations, metadata.data.providerGroups, metadata.data.providers)}
        </p>
      ) : null}
      <Section title={m.filtersTitle} css={{ ...cardCss, background: theme.surface, gap: 16 }}>
        {(Object.keys(FILTER_OPTIONS) as FilterName[]).map((filter) => (
          <fieldset key={filter} css={fieldsetReset}>
            <legend css={{ fontWeight: 700, padding: 0 }}>{m.filterLegends[filter]}</legend>
            <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0 24px' }}>
              {FILTER_OPTIONS[filter].map((value) => (
                <Checkbox
                  key={value}
                  checked={(search[filter] as readonly string[]).includes(value)}
                  onChange={(e) => dispatch({ type: 'toggle', filter, value, on: e.target.checked })}
                >
                  {optionLabel(filter, value)}
                </Checkbox>
              ))}
            </div>
          </fieldset>
        ))}
        <SelectField
          label={m.radiusLabel}
          value={String(search.radius)}
          options={RADII.map((r) => ({ value: String(r), label: m.radius(r) }))}
          onChange={(e) => dispatch({ type: 'radius', radius: Number(e.target.value) as Radius })}
        />
        <SelectField
          label={m.sortLabel}
          value={search.sort}
          options={SORTS.map((s) => ({ value: s, label: m.sorts[s] }))}
          onChange={(e) => dispatch({ type: 'sort', sort: e.target.value as Sort })}
        />
      </Section>

      {activeCriteria(search).length > 0 ? (
        <section aria-labelledby="criteria-title">
          <h2 id="criteria-title" css={{ fontSize: 22 }}>
            {m.criteriaTitle}
          </h2>
          <ul
            css={{ padding: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 12, margin: 0 }}
            data-testid="criteria"
          >
            {activeCriteria(search).map(({ filter, values }) => (
              <li key={filter}>
                <Button
                  variant="secondary"
                  onClick={() => dispatch({ type: 'clear', filter })}
                  aria-label={m.removeCriterion(m.filterLegends[filter], labelsOf(filter, values))}
                >
                  {m.filterLegends[filter]}: {labelsOf(filter, values)} <span aria-hidden="true">✕</span>
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <p
        role="status"
        aria-live="polite"
        css={{ margin: 0, fontWeight: 700, minHeight: 27 }}
        data-testid="network-counts"
      >
        {data ? m.counts(data.total, data.providerGroups.length, data.providerCount) : ''}
      </p>
      {results.isError ? <FetchFailed onRetry={() => void results.refetch()} /> : null}
      {/* A screen tall, as on the pharmacy search: the list that comes is long (PharmacySearchPage.tsx). */}
      {results.isPending ? <Loading tall /> : null}
      {data && data.total === 0 ? (
        <p css={{ ...cardCss, background: theme.surface }} data-testid="network-empty">
          {m.empty} <PhoneLink phone={phone} />
        </p>
      ) : null}
      {data && data.locations.length > 0 ? (
        <ul
          css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}
          data-testid="network-locations"
        >
          {data.locations.map((l) => (
            <LocationCard
              key={l.id}
              location={l}
              savedId={savedIdOf(l.id)}
              busy={!session || save.isPending || remove.isPending}
              // A failed save is reported (by the mutation) only (spec 8).
              onSave={() =>
                save.mutate({ id: l.id, providers: l.providers.map((p) => ({ npi: p.npi, name: p.name })) })
              }
              onRemove={(id) =>
                remove.mutate(id, {
                  onError: (error) => console.error('[provider-network] remove failed', error),
                })
              }
            />
          ))}
        </ul>
      ) : null}
      {data && pages > 1 ? (
        <nav
          aria-label={m.pagination}
          css={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}
        >
          <Button
            variant="secondary"
            disabled={search.page <= 1}
            onClick={() => dispatch({ type: 'page', page: search.page - 1 })}
          >
            {m.previous}
          </Button>
          <span aria-current="page" data-testid="page-of">
            {m.pageOf(search.page, pages)}
          </span>
          <Button
            variant="secondary"
            disabled={search.page >= pages}
            onClick={() => dispatch({ type: 'page', page: search.page + 1 })}
          >
            {m.next}
          </Button>
        </nav>
      ) : null}
    </div>
  );
};

const ProviderNetworkPage = () => {
  const m = useMessages(networkMessages);
  const { location } = useHost();
  return (
    <PageFrame title={m.title} intro={<p>{m.intro}</p>} testId="provider-network-page">
      {location ? <Search zipCode={location.zipCode} /> : <NeedLocation />}
    </PageFrame>
  );
};
export default ProviderNetworkPage;
