/**
 * /pharmacy/: pharmacies near the ZIP (or by mail), appended page by page; choose some and save them.
 * Spec 8: a failed save stops without a message (the choices stay ticked); a failed removal is only
 * reported.
 */
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useHost } from 'shared-contracts/react';
import { useMessages } from 'web-kit/i18n';
import {
  useChosenPharmaciesQuery,
  usePharmacySearchQuery,
  useRemovePharmacyMutation,
  useSavePharmaciesMutation,
} from 'web-kit/queries/pharmacies';
import { cardCss, theme } from 'web-kit/theme';
import {
  Button,
  Checkbox,
  FetchFailed,
  LinkLine,
  Loading,
  PageFrame,
  PhoneLink,
  RadioGroup,
  useFocusRescue,
  useStickyBarRoom,
  WithLocation,
} from 'web-kit/ui';
import { pharmacyMessages } from './messages';
import { PharmacyCard } from './PharmacyCard';

/** The api keeps at most this many on a session. */
const MAX_CHOSEN = 5;

const listCss = { listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 } as const;

const ChosenPharmacies = () => {
  const m = useMessages(pharmacyMessages);
  const chosen = useChosenPharmaciesQuery();
  const remove = useRemovePharmacyMutation();
  // A pharmacy removed takes its button along: the focus goes to the list's heading.
  const section = useFocusRescue<HTMLElement>((root) => root.querySelector('h2'));
  if (chosen.isError) return <FetchFailed onRetry={() => void chosen.refetch()} />;
  if (!chosen.data) return <Loading />;
  return (
    <section ref={section} aria-labelledby="chosen-pharmacies-title" data-testid="chosen-pharmacies">
      <h2 id="chosen-pharmacies-title" tabIndex={-1}>
        {m.chosenTitle}
      </h2>
      {chosen.data.length === 0 ? (
        <p>{m.noneChosen}</p>
      ) : (
        <ul css={listCss}>
          {chosen.data.map((p) => (
            <PharmacyCard key={p.pharmacyRecordID} pharmacy={p}>
              <p css={{ margin: '12px 0 0' }}>
                <Button
                  variant="secondary"
                  disabled={remove.isPending}
                  aria-label={m.removeFor(p.name)}
                  onClick={() => remove.mutate(p.pharmacyRecordID)}
                >
                  {m.remove}
                </Button>
              </p>
            </PharmacyCard>
          ))}
        </ul>
      )}
    </section>
  );
};

const Search = ({ zip }: { zip: string }) => {
  const m = useMessages(pharmacyMessages);
  const { phone } = useHost();
  const [mailOrder, setMailOrder] = useState(false);
  const [ticked, setTicked] = useState<string[]>([]);
  const saveBar = useStickyBarRoom<HTMLDivElement>();
  const savedLine = useRef<HTMLSpanElement>(null);
  const [saved, setSaved] = useState(false);
  const results = usePharmacySearchQuery({ zip, mailOrder });
  const chosen = useChosenPharmaciesQuery();
  const save = useSavePharmaciesMutation();
  const chosenIds = new Set((chosen.data ?? []).map((p) => p.pharmacyRecordID));
  const room = MAX_CHOSEN - chosenIds.size;
  const list = results.data?.pages.flatMap((p) => p.pharmacyList) ?? [];
  const total = results.data?.pages[0]?.total ?? 0;

  const toggle = (id: string, on: boolean) => {
    setSaved(false);
    setTicked((t) => (on ? [...t, id] : t.filter((x) => x !== id)));
  };

  const submit = async () => {
    try {
      await save.mutateAsync(ticked);
      // Rendered now, so that the line has its words when it takes the focus.
      flushSync(() => {
        setTicked([]);
        setSaved(true);
      });
      // Nothing is ticked now, so Save turns disabled under the person's focus: it goes to the line that
      // says the pharmacies were saved.
      savedLine.current?.focus();
    } catch {
      // Spec 8: saving stops; no message. The ticks stay so nothing chosen is lost.
    }
  };

  return (
    <section css={{ display: 'grid', gap: 16 }}>
      <RadioGroup
        legend={m.howLegend}
        name="mail-order"
        value={mailOrder ? 'mail' : 'retail'}
        options={[
          { value: 'retail', label: m.retail },
          { value: 'mail', label: m.mailOrder },
        ]}
        onChange={(v) => {
          setMailOrder(v === 'mail');
          setTicked([]);
        }}
      />
      <p
        role="status"
        aria-live="polite"
        css={{ margin: 0, minHeight: 27, fontWeight: 700 }}
        data-testid="pharmacy-count"
      >
        {results.isPending ? '' : results.isSuccess ? m.found(total) : ''}
      </p>
      {results.isError ? <FetchFailed onRetry={() => void results.refetch()} /> : null}
      {/* A screen tall: the list that comes is long, and what is under it (the count, the save button, the
          data notice) starts out of view instead of showing and being pushed off it when the pharmacies
          come (a layout shift of 0.033 at 1280x900 on /pharmacy/). */}
      {results.isPending ? <Loading tall /> : null}
      {results.isSuccess && total === 0 ? (
        <p css={{ ...cardCss, background: theme.surface }} data-testid="pharmacy-empty">
          {m.empty} <PhoneLink phone={phone} />
        </p>
      ) : null}
      {list.length > 0 ? (
        <ul css={listCss} data-testid="pharmacy-results">
          {list.map((p) => (
            <PharmacyCard key={p.pharmacyRecordID} pharmacy={p} distance={p.distance}>
              <p css={{ margin: '12px 0 0' }}>
                {chosenIds.has(p.pharmacyRecordID) ? (
                  <strong>{m.alreadyChosen}</strong>
                ) : (
                  <Checkbox
                    checked={ticked.includes(p.pharmacyRecordID)}
                    disabled={!ticked.includes(p.pharmacyRecordID) && ticked.length >= room}
                    onChange={(e) => toggle(p.pharmacyRecordID, e.target.checked)}
                    aria-label={m.choose(p.name)}
                  >
                    {m.choose(p.name)}
                  </Checkbox>
                )}
              </p>
            </PharmacyCard>
          ))}
        </ul>
      ) : null}
      {list.length > 0 ? (
        <p css={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', margin: 0 }}>
          <span>{m.showing(list.length, total)}</span>
          {results.hasNextPage ? (
            <Button
              variant="secondary"
              disabled={results.isFetchingNextPage}
              onClick={() => void results.fetchNextPage()}
            >
              {results.isFetchingNextPage ? m.loadingMore : m.showMore}
            </Button>
          ) : null}
        </p>
      ) : null}
      <p css={{ margin: 0 }}>{m.limit}</p>
      <div
        ref={saveBar}
        css={{
          position: 'sticky',
          bottom: 0,
          background: '#fff',
          padding: '12px 0',
          display: 'flex',
          gap: 16,
          flexWrap: 'wrap',
          alignItems: 'center',
          [theme.short]: { position: 'static' },
        }}
      >
        <Button
          disabled={ticked.length === 0 || save.isPending}
          onClick={() => void submit()}
          data-testid="save-pharmacies"
        >
          {save.isPending ? m.saving : m.save(ticked.length)}
        </Button>
        <span ref={savedLine} tabIndex={-1} role="status" aria-live="polite">
          {saved ? m.saved : ''}
        </span>
      </div>
    </section>
  );
};

const PharmacySearchPage = () => {
  const m = useMessages(pharmacyMessages);
  return (
    <PageFrame title={m.title} intro={<p>{m.intro}</p>} testId="pharmacy-page" onlyImportedFigures>
      <WithLocation>
        {(location) => (
          <div css={{ display: 'grid', gap: 32 }}>
            <Search zip={location.zipCode} />
            <ChosenPharmacies />
            <LinkLine to="/plans/all/">{m.seePlans}</LinkLine>
          </div>
        )}
      </WithLocation>
    </PageFrame>
  );
};
export default PharmacySearchPage;
