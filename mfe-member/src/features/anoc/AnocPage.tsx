import { useParams } from 'react-router-dom';
import type { Anoc, AnocChange } from 'shared-contracts/api/member';
import { useMessages } from 'web-kit/i18n';
import { useAnocQuery } from 'web-kit/queries/member';
import { cardCss, dataTableCss, theme } from 'web-kit/theme';
import { Empty, FetchFailed, Loading, PageFrame, ScrollRegion, TableCaption } from 'web-kit/ui';
import { MemberGate } from '../access';
import { refusalMessage } from '../common';
import { anocMessages } from './messages';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const formatCurrency = (amount: number) => usd.format(amount);

/** …/anoc/: the member's plan this year beside next year, each change said in words. */
const AnocPage = () => {
  const m = useMessages(anocMessages);
  const { accountId = '', websiteReferenceId } = useParams();
  return (
    <MemberGate accountId={accountId} title={m.title}>
      {() => <Notice accountId={accountId} websiteReferenceId={websiteReferenceId} />}
    </MemberGate>
  );
};
export default AnocPage;

const Notice = ({
  accountId,
  websiteReferenceId,
}: {
  accountId: string;
  websiteReferenceId: string | undefined;
}) => {
  const m = useMessages(anocMessages);
  const anoc = useAnocQuery(accountId, websiteReferenceId);
  if (anoc.isError)
    return (
      <PageFrame title={m.title}>
        {refusalMessage(anoc.error, '') ? (
          <Empty>{refusalMessage(anoc.error, m.noPlan)}</Empty>
        ) : (
          <FetchFailed onRetry={() => void anoc.refetch()} />
        )}
      </PageFrame>
    );
  if (!anoc.data)
    return (
      <PageFrame title={m.title}>
        <Loading />
      </PageFrame>
    );
  const a = anoc.data;
  return (
    <PageFrame title={m.title} intro={<p>{m.intro(a.thisYear, a.nextYear)}</p>} testId="anoc-page">
      <p css={{ fontSize: 22, fontWeight: 700 }}>{m.planLine(a.planName, a.carrierName)}</p>
      <Changes anoc={a} />
      <Drugs anoc={a} />
    </PageFrame>
  );
};

/** Plain words for one change: "Changes from $0 to $15", "New: …", "No longer covered (was …)". */
export const changeInWords = (
  c: Pick<AnocChange, 'thisYear' | 'nextYear'>,
  m: typeof anocMessages = anocMessages,
): string => {
  if (c.thisYear === null && c.nextYear !== null) return m.added(c.nextYear);
  if (c.thisYear !== null && c.nextYear === null) return m.removed(c.thisYear);
  return m.went(c.thisYear ?? m.notOffered, c.nextYear ?? m.notOffered);
};

const tableCss = {
  ...dataTableCss,
  '& thead th': { background: theme.surface },
  caption: { textAlign: 'left', fontWeight: 700, fontSize: 20, marginBottom: 8 },
} as const;

/** A table side by side on wide screens; on phones, where four columns do not fit, one card per change. */
const Changes = ({ anoc }: { anoc: Anoc }) => {
  const m = useMessages(anocMessages);
  if (anoc.changes.length === 0) return <Empty>{m.noChanges}</Empty>;
  const caption = m.tableCaption(anoc.thisYear, anoc.nextYear);
  return (
    <div data-testid="anoc-changes">
      <div css={{ [theme.mobile]: { display: 'none' } }}>
        <ScrollRegion label={caption}>
          <table css={tableCss}>
            <TableCaption>{caption}</TableCaption>
            <thead>
              <tr>
                <th scope="col">{m.what}</th>
                <th scope="col">{anoc.thisYear}</th>
                <th scope="col">{anoc.nextYear}</th>
                <th scope="col">{m.change}</th>
              </tr>
            </thead>
            <tbody>
              {anoc.changes.map((c) => (
                <tr key={`${c.category}:${c.label}`}>
                  <th scope="row">{c.label}</th>
                  <td>{c.thisYear ?? m.notOffered}</td>
                  <td css={{ background: theme.highlight, fontWeight: 700 }}>{c.nextYear ?? m.notOffered}</td>
                  <td>{changeInWords(c, m)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </div>
      <section aria-labelledby="anoc-changes-list" css={{ [theme.desktop]: { display: 'none' } }}>
        <h2 id="anoc-changes-list" css={{ fontSize: 22 }}>
          {caption}
        </h2>
        <ul css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
          {anoc.changes.map((c) => (
            <li key={`${c.category}:${c.label}`} css={{ ...cardCss, padding: 16 }}>
              <h3 css={{ margin: '0 0 8px', fontSize: 20 }}>{c.label}</h3>
              <p css={{ margin: 0 }}>{`${anoc.thisYear}: ${c.thisYear ?? m.notOffered}`}</p>
              <p css={{ margin: 0, fontWeight: 700, background: theme.highlight }}>
                {`${anoc.nextYear}: ${c.nextYear ?? m.notOffered}`}
              </p>
              <p css={{ margin: '8px 0 0' }}>{changeInWords(c, m)}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
};

const Drugs = ({ anoc }: { anoc: Anoc }) => {
  const m = useMessages(anocMessages);
  return (
    <section aria-labelledby="anoc-drugs" css={{ ...cardCss, marginTop: 24 }}>
      <h2 id="anoc-drugs" css={{ marginTop: 0 }}>
        {m.drugsTitle}
      </h2>
      {anoc.drugs.length === 0 ? (
        <p>{m.noDrugs}</p>
      ) : (
        <ScrollRegion label={m.drugsCaption}>
          <table css={tableCss}>
            <TableCaption>{m.drugsCaption}</TableCaption>
            <thead>
              <tr>
                <th scope="col">{m.drug}</th>
                <th scope="col">{m.tier}</th>
                <th scope="col">{`${m.yearlyCost} ${anoc.thisYear}`}</th>
                <th scope="col">{`${m.yearlyCost} ${anoc.nextYear}`}</th>
              </tr>
            </thead>
            <tbody>
              {anoc.drugs.map((d) => (
                <tr key={d.drugName}>
                  <th scope="row">{d.drugName}</th>
                  <td>{m.tierLine(d.tierThisYear, d.tierNextYear)}</td>
                  <td>{formatCurrency(d.annualCostThisYear)}</td>
                  <td>{formatCurrency(d.annualCostNextYear)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">{m.totalDrugCost}</th>
                <td />
                <td>{formatCurrency(anoc.estimatedAnnualDrugCost.thisYear)}</td>
                <td>{formatCurrency(anoc.estimatedAnnualDrugCost.nextYear)}</td>
              </tr>
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
};
