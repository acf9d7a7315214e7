/** The person's doctors: mark or unmark one as primary care (spec 4: toggling flips isPcp), remove one. */

import { useRef, useState } from 'react';
import type { SessionProvider } from 'shared-contracts/api/providers';
import { useMessages } from 'web-kit/i18n';
import {
  useChosenDoctorsQuery,
  useRemoveDoctorMutation,
  useTogglePcpMutation,
} from 'web-kit/queries/providers';
import { useSpecialtyName } from 'web-kit/specialties';
import { cardCss, theme } from 'web-kit/theme';
import { AddressLink, Button, FetchFailed, Loading, useFocusRescue } from 'web-kit/ui';
import { doctorPickerMessages } from './messages';

const addressLines = (d: SessionProvider) => [
  d.address.street_line_1,
  d.address.street_line_2,
  `${d.address.city}, ${d.address.state} ${d.address.zip}`,
];

export const ChosenDoctors = ({ year }: { year: number }) => {
  const m = useMessages(doctorPickerMessages);
  const specialtyName = useSpecialtyName();
  const chosen = useChosenDoctorsQuery();
  const remove = useRemoveDoctorMutation();
  const togglePcp = useTogglePcpMutation();
  const [notice, setNotice] = useState('');
  const busy = remove.isPending || togglePcp.isPending;
  // A doctor removed takes its buttons along: the focus goes to the notice that says so.
  const noticeLine = useRef<HTMLParagraphElement>(null);
  const section = useFocusRescue<HTMLElement>(() => noticeLine.current);

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      setNotice(done);
    } catch {
      setNotice(m.changeFailed);
    }
  };

  return (
    <section ref={section} aria-labelledby="chosen-doctors-title" data-testid="chosen-doctors">
      <h2 id="chosen-doctors-title">{m.chosenTitle}</h2>
      <p
        ref={noticeLine}
        role="status"
        aria-live="polite"
        tabIndex={-1}
        css={{ minHeight: 27, fontWeight: 700 }}
      >
        {notice}
      </p>
      {chosen.isError ? <FetchFailed onRetry={() => void chosen.refetch()} /> : null}
      {chosen.isPending ? <Loading /> : null}
      {chosen.data?.length === 0 ? <p>{m.noneChosen}</p> : null}
      {chosen.data && chosen.data.length > 0 ? (
        <ul css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
          {chosen.data.map((d) => (
            <li key={d.uuid} css={cardCss} data-testid="chosen-doctor">
              <h3 css={{ margin: '0 0 4px' }}>{d.presentation_name}</h3>
              <p css={{ margin: '0 0 8px' }}>
                {specialtyName(d.specialty)}
                {d.isPcp ? (
                  <strong css={{ display: 'block', color: theme.good }} data-testid="pcp-badge">
                    {m.pcp}
                  </strong>
                ) : null}
              </p>
              <AddressLink lines={addressLines(d)} label={m.addressOf(d.presentation_name)} />
              <p css={{ display: 'flex', flexWrap: 'wrap', gap: 12, margin: '12px 0 0' }}>
                <Button
                  variant="secondary"
                  disabled={busy}
                  aria-pressed={d.isPcp}
                  aria-label={m.markPcpFor(d.presentation_name)}
                  onClick={() =>
                    void run(
                      () => togglePcp.mutateAsync({ doctor: d, year }),
                      d.isPcp ? m.pcpUnmarked(d.presentation_name) : m.pcpMarked(d.presentation_name),
                    )
                  }
                >
                  {m.markPcp}
                </Button>
                <Button
                  variant="secondary"
                  disabled={busy}
                  aria-label={m.removeFor(d.presentation_name)}
                  onClick={() => void run(() => remove.mutateAsync(d.uuid), m.removed(d.presentation_name))}
                >
                  {m.remove}
                </Button>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
};
