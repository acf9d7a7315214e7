import { type MedigapCoverage, medigapPlanTypes, wholeMoney } from 'shared-contracts/domain';
import { useMessages, useTranslator } from 'web-kit/i18n';
import { noticeMessages } from 'web-kit/messages';
import { stickyColumnCss, summaryCss, tableCellCss, theme } from 'web-kit/theme';
import { ScrollRegion, TableCaption } from 'web-kit/ui';
import { medigapMessages } from './messages';

export const CoverageValue = ({ value }: { value: MedigapCoverage }) => {
  const m = useMessages(medigapMessages);
  return (
    <span
      css={{
        color: value === 'not included' ? theme.bad : value === 'included' ? theme.good : theme.text,
        fontWeight: 700,
      }}
    >
      <span aria-hidden="true">{value === 'included' ? '✓ ' : value === 'not included' ? '✗ ' : '◐ '}</span>
      {m.coverage[value]}
    </span>
  );
};

/** Plans C and F, for someone new to Medicare since 2020: said plainly where the plan is shown. */
export const UnavailableNotice = () => {
  const m = useMessages(medigapMessages);
  const notices = useMessages(noticeMessages);
  return (
    <p css={{ border: `2px solid ${theme.bad}`, borderRadius: 8, padding: 12 }}>
      <strong>{m.unavailable}. </strong>
      {notices.medigapCF}
    </p>
  );
};

/** The Medigap plan-type comparison table: ranges, checklist, limits, notices and coverage lines. */
export const MedigapTable = () => {
  const m = useMessages(medigapMessages);
  // Plans C and F's notice is the shared one, in the visit's language once its catalogue has loaded.
  useMessages(noticeMessages);
  const t = useTranslator();
  return (
    <section aria-labelledby="medigap-table-title" css={{ marginTop: 40 }} data-testid="medigap-table">
      <h2 id="medigap-table-title">{m.tableTitle}</h2>
      <p>{m.tableIntro}</p>
      <ScrollRegion
        label={m.tableCaption}
        testId="medigap-table-region"
        scrolls={{ tableMinWidth: 1100, hint: m.scrollHint }}
      >
        <table css={{ borderCollapse: 'collapse', fontSize: 16 }}>
          <TableCaption>{m.tableCaption}</TableCaption>
          <thead>
            <tr>
              {[m.planColumn, m.rangeColumn, ...m.coverageWords.items, m.oopColumn].map((column, i) => (
                <th
                  scope="col"
                  key={column}
                  css={i === 0 ? { ...tableCellCss, ...stickyColumnCss } : tableCellCss}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {medigapPlanTypes(m.coverageWords).map((r) => (
              <tr key={r.planType} data-letter={r.planType}>
                <th scope="row" css={{ ...tableCellCss, ...stickyColumnCss, fontSize: 20 }}>
                  {m.planLetter(r.planType)}
                </th>
                <td css={tableCellCss}>
                  {m.range(wholeMoney(r.monthlyPremiumRange.min), wholeMoney(r.monthlyPremiumRange.max))}
                </td>
                {r.benefitChecklist.map((c) => (
                  <td key={c.item} css={tableCellCss}>
                    <CoverageValue value={c.coverage} />
                  </td>
                ))}
                <td css={tableCellCss}>
                  {r.outOfPocketLimit === null ? m.noLimit : wholeMoney(r.outOfPocketLimit)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <div css={{ display: 'grid', gap: 8, marginTop: 16 }}>
        {medigapPlanTypes(m.coverageWords).map((r) => (
          <details
            key={r.planType}
            css={{ border: `2px solid ${theme.border}`, borderRadius: 8, padding: '0 16px' }}
          >
            <summary css={summaryCss}>{m.moreAbout(r.planType)}</summary>
            <p>
              <strong>{m.notice}: </strong>
              {t(r.notice)}
            </p>
            <dl>
              {r.coverageLines.map((line) => (
                <div key={line.service} css={{ marginBottom: 8 }}>
                  <dt css={{ fontWeight: 700 }}>{line.service}</dt>
                  <dd css={{ margin: 0 }}>{line.coverage}</dd>
                </div>
              ))}
            </dl>
          </details>
        ))}
      </div>
    </section>
  );
};
