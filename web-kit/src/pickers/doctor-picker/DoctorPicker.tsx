/**
 * Doctor search-and-add (spec 4, 5): search doctors near the person's ZIP by name or specialty, 5 a
 * page, nearest first; add one for the plan year. The spec 4 duplicate rules are checked before the
 * call, so a doctor already chosen is refused with a message rather than sent again.
 */

import { type FormEvent, useId, useRef, useState } from 'react';
import { DEFAULT_PAGE_TAKE, telHref } from 'shared-contracts';
import { findSameDoctor, type ProviderSearchResult, SEARCH_TERM_MAX } from 'shared-contracts/api/providers';
import { useHost } from 'shared-contracts/react';
import { useMessages } from 'web-kit/i18n';
import {
  type DoctorSearchParams,
  useAddDoctorMutation,
  useChosenDoctorsQuery,
  useDoctorSearchQuery,
} from 'web-kit/queries/providers';
import { useSpecialtyName } from 'web-kit/specialties';
import { cardCss, linkCss, theme } from 'web-kit/theme';
import { AddressLink, Button, Checkbox, FetchFailed, SearchField, useFocusRescue } from 'web-kit/ui';
import { doctorPickerMessages } from './messages';

export interface DoctorPickerProps {
  /** The person's ZIP: doctors are searched around it. */
  zipCode: string;
  /** The plan year the doctor is added for. */
  year: number;
  /** Called with the doctor as stored once it is on the session. */
  onAdded?: ((doctor: { uuid: string; presentation_name: string }) => void) | undefined;
  /**
   * The host's session is still starting (a search needs its token): the form is shown disabled, in the
   * place and size it keeps, and this text is said in the line where the count of doctors found goes.
   * Nothing then moves when the session arrives (the doctor search's loading state: a layout shift of
   * 0.0403 when a shorter loading state gave way to the form).
   */
  waiting?: string | undefined;
}

type Notice = { kind: 'ok' | 'refused' | 'failed'; text: string } | null;

const addressLines = (d: ProviderSearchResult) => [
  d.address.street_line_1,
  d.address.street_line_2,
  `${d.address.city}, ${d.address.state} ${d.address.zip}`,
];

export const DoctorPicker = ({ zipCode, year, onAdded, waiting }: DoctorPickerProps) => {
  const m = useMessages(doctorPickerMessages);
  const specialtyName = useSpecialtyName();
  const { phone } = useHost();
  const ids = useId();
  const [term, setTerm] = useState('');
  const [includeSelected, setIncludeSelected] = useState(false);
  const [params, setParams] = useState<DoctorSearchParams | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  // A doctor added leaves the results with the button pressed: the focus goes to the notice that says so.
  const noticeLine = useRef<HTMLParagraphElement>(null);
  const picker = useFocusRescue<HTMLDivElement>(() => noticeLine.current);
  const results = useDoctorSearchQuery(params);
  const chosen = useChosenDoctorsQuery();
  const add = useAddDoctorMutation();

  const search = (skip: number) =>
    setParams({ zipCode, searchTerm: term.trim(), year, skip, take: DEFAULT_PAGE_TAKE, includeSelected });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    search(0);
  };

  const addDoctor = async (doctor: ProviderSearchResult) => {
    if (findSameDoctor(chosen.data ?? [], doctor)) {
      setNotice({ kind: 'refused', text: m.duplicate(doctor.presentation_name) });
      return;
    }
    try {
      const stored = await add.mutateAsync({ doctor, year });
      setNotice({ kind: 'ok', text: m.added(stored.presentation_name) });
      onAdded?.(stored);
    } catch {
      setNotice({ kind: 'failed', text: m.addFailed(doctor.presentation_name) });
    }
  };

  const data = results.data;
  const starting = waiting !== undefined;
  const total = data?.meta.total ?? 0;
  const skip = params?.skip ?? 0;
  const shown = data?.providers ?? [];

  return (
    <div ref={picker} css={{ display: 'grid', gap: 16 }} data-testid="doctor-picker">
      <search>
        <form onSubmit={submit} aria-label={m.search}>
          {/* Each control disabled while the session starts (a fieldset would do it at once, but a group
              without a legend is a fault for HTML CodeSniffer, and this form has one name already). */}
          <div css={{ display: 'grid', gap: 12 }}>
            <SearchField
              label={m.searchLabel}
              hint={m.searchHint}
              value={term}
              onSearchChange={setTerm}
              maxLength={SEARCH_TERM_MAX}
              disabled={starting}
              data-testid="doctor-search"
            />
            <Checkbox
              checked={includeSelected}
              onChange={(e) => setIncludeSelected(e.target.checked)}
              disabled={starting}
            >
              {m.includeChosen}
            </Checkbox>
            <p css={{ margin: 0 }}>
              <Button type="submit" disabled={starting}>
                {m.search}
              </Button>
            </p>
          </div>
        </form>
      </search>

      <p
        ref={noticeLine}
        role="status"
        aria-live="polite"
        tabIndex={-1}
        css={{ minHeight: 27, margin: 0, fontWeight: 700 }}
        data-testid="doctor-notice"
      >
        {notice?.text ?? ''}
      </p>

      <p role="status" aria-live="polite" css={{ minHeight: 27, margin: 0 }} data-testid="doctor-count">
        {waiting ?? (results.isFetching ? m.searching : data ? m.found(total) : '')}
      </p>

      {results.isError ? <FetchFailed onRetry={() => void results.refetch()} /> : null}

      {data && total === 0 ? (
        <p css={{ ...cardCss, background: theme.surface }} data-testid="doctor-empty">
          {m.empty(params?.searchTerm ?? '', phone)}{' '}
          <a href={telHref(phone)} css={linkCss}>
            {phone}
          </a>
        </p>
      ) : null}

      {shown.length > 0 ? (
        <>
          <ul
            css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}
            data-testid="doctor-results"
          >
            {shown.map((d) => {
              const headingId = `${ids}-${d.npis[0]}`;
              return (
                <li
                  key={d.npis.join('-')}
                  css={cardCss}
                  aria-labelledby={headingId}
                  data-testid="doctor-result"
                >
                  <p css={{ margin: 0, fontWeight: 700, color: theme.good }}>{m.milesAway(d.distance)}</p>
                  <h3 id={headingId} css={{ margin: '4px 0' }}>
                    {d.presentation_name}
                  </h3>
                  <p css={{ margin: '0 0 8px' }}>{specialtyName(d.specialty)}</p>
                  <AddressLink lines={addressLines(d)} label={m.addressOf(d.presentation_name)} />
                  <p css={{ margin: '12px 0 0' }}>
                    <Button
                      onClick={() => void addDoctor(d)}
                      disabled={add.isPending}
                      aria-label={m.addFor(d.presentation_name)}
                    >
                      {add.isPending && add.variables?.doctor === d ? m.adding : m.add}
                    </Button>
                  </p>
                </li>
              );
            })}
          </ul>
          <nav
            aria-label={m.showing(skip + 1, skip + shown.length, total)}
            css={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}
          >
            <span>{m.showing(skip + 1, skip + shown.length, total)}</span>
            {skip > 0 ? (
              <Button variant="secondary" onClick={() => search(Math.max(0, skip - DEFAULT_PAGE_TAKE))}>
                {m.previous}
              </Button>
            ) : null}
            {skip + shown.length < total ? (
              <Button variant="secondary" onClick={() => search(skip + DEFAULT_PAGE_TAKE)}>
                {m.next}
              </Button>
            ) : null}
          </nav>
        </>
      ) : null}
    </div>
  );
};
