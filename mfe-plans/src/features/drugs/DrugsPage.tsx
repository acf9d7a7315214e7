import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useHost } from 'shared-contracts/react';
import { useMessages } from 'web-kit/i18n';
import { useRemoveDosageMutation } from 'web-kit/queries/drugs';
import { useSessionQuery } from 'web-kit/queries/session';
import { buttonCss, cardCss, secondaryButtonCss, theme } from 'web-kit/theme';
import { Empty, FetchFailed, Loading, NeedLocation, PageFrame } from 'web-kit/ui';
import { drugMessages } from './messages';

/** /drugs/: the person's drugs, from the server session; remove resets the plan fetch flags. */
const DrugsPage = () => {
  const m = useMessages(drugMessages);
  const { session } = useHost();
  const data = useSessionQuery();
  const remove = useRemoveDosageMutation();
  const navState = useLocation().state as { added?: string } | null;
  const [status, setStatus] = useState<string | null>(navState?.added ? m.added(navState.added) : null);
  const [busy, setBusy] = useState<string | null>(null);

  const onRemove = async (id: string, name: string) => {
    setBusy(id);
    try {
      await remove.mutateAsync(id);
      setStatus(m.removed(name));
    } catch {
      setStatus(m.removeFailed);
    } finally {
      setBusy(null);
    }
  };

  let body: React.ReactNode;
  if (!session) body = <NeedLocation />;
  else if (data.isError) body = <FetchFailed onRetry={() => void data.refetch()} />;
  else if (!data.data) body = <Loading label={m.loading} line />;
  else
    body =
      data.data.dosages.length === 0 ? (
        <Empty>{m.none}</Empty>
      ) : (
        <ul css={{ listStyle: 'none', padding: 0, display: 'grid', gap: 12 }} data-testid="drug-list">
          {data.data.dosages.map((d) => (
            <li
              key={d.dosageRecordID}
              css={{
                ...cardCss,
                display: 'flex',
                flexWrap: 'wrap',
                justifyContent: 'space-between',
                gap: 12,
                alignItems: 'center',
              }}
            >
              <div>
                <p css={{ margin: 0, fontSize: 22, fontWeight: 800 }}>{d.drugName}</p>
                <p css={{ margin: 0 }}>{d.label}</p>
                <p css={{ margin: 0, color: theme.muted }}>
                  {m.quantityLine(d.quantity, m.frequencies[d.frequency])}
                </p>
              </div>
              <button
                type="button"
                css={secondaryButtonCss}
                disabled={busy === d.dosageRecordID}
                aria-label={m.removeFor(d.drugName)}
                onClick={() => onRemove(d.dosageRecordID, d.drugName)}
              >
                {m.remove}
              </button>
            </li>
          ))}
        </ul>
      );

  return (
    <PageFrame title={m.listTitle} intro={<p>{m.listIntro}</p>} testId="drugs-page" onlyImportedFigures>
      <p role="status" aria-live="polite" css={{ fontWeight: 700, minHeight: 27 }}>
        {status}
      </p>
      {body}
      {/* Shown while the list loads too, under a loading line the size of the empty list's: a returning
          visitor with no drugs saw "Loading your drugs…" in large type, then these came under the empty
          list's line and pushed the data notice 37 px down (a layout shift of 0.0011 at 1280x900). Adding
          a drug needs no list. */}
      {session && !data.isError && (
        <p css={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
          <Link to="/drugs/add-drug/" css={buttonCss}>
            {data.data?.dosages.length ? m.addAnother : m.add}
          </Link>
          <Link to="/plans/all/" css={secondaryButtonCss}>
            {m.seePlans}
          </Link>
        </p>
      )}
    </PageFrame>
  );
};
export default DrugsPage;
