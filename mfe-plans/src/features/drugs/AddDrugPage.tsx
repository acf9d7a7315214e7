import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { isNotFound, notFound } from 'shared-contracts';
import { DOSAGE_FREQUENCIES, type DosageFrequency, type DrugDetail } from 'shared-contracts/api';
import { useHost } from 'shared-contracts/react';
import { useDrugQuery, useDrugSearchQuery, useSaveDosageMutation } from 'web-kit/queries/drugs';
import { buttonCss, cardCss, linkCss, secondaryButtonCss, theme } from 'web-kit/theme';
import {
  FetchFailed,
  Loading,
  NeedLocation,
  PageFrame,
  RadioGroup,
  SelectField,
  TextField,
} from 'web-kit/ui';
import { drugMessages as m } from './messages';

/** Wait for a pause in typing before searching. */
const useDebounced = (value: string, ms: number) => {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
};

const Search = () => {
  const [term, setTerm] = useState('');
  const debounced = useDebounced(term, 250);
  const results = useDrugSearchQuery(debounced);
  return (
    <div>
      <TextField
        label={m.searchLabel}
        hint={m.searchHint}
        type="search"
        autoComplete="off"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
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
                to={`/drugs/add-drug/${encodeURIComponent(d.id)}/`}
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

const DosageForm = ({ drug }: { drug: DrugDetail }) => {
  const save = useSaveDosageMutation();
  const navigate = useNavigate();
  const first = drug.dosages[0];
  const [ndc, setNdc] = useState(first?.ndc ?? '');
  const dosage = drug.dosages.find((d) => d.ndc === ndc) ?? first;
  const [quantity, setQuantity] = useState(String(first?.commonMonthlyQuantity ?? 30));
  const [frequency, setFrequency] = useState<DosageFrequency>('EVERY_MONTH');
  const [state, setState] = useState<'editing' | 'saving' | 'failed'>('editing');
  const qty = Number(quantity);
  const qtyValid = Number.isFinite(qty) && qty > 0 && qty <= 10_000;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!dosage || !qtyValid) return;
    setState('saving');
    try {
      await save.mutateAsync({ ndc: dosage.ndc, quantity: qty, frequency, updatedBy: 'consumer' });
      navigate('/drugs/', { state: { added: drug.name } });
    } catch {
      // Nothing typed is lost: the form stays as it was.
      setState('failed');
    }
  };

  return (
    <form onSubmit={submit} css={{ ...cardCss, display: 'grid', gap: 20 }} noValidate>
      <h2 css={{ margin: 0 }}>{drug.name}</h2>
      {drug.isBrand ? <p css={{ margin: 0 }}>{m.genericOf(drug.genericName)}</p> : null}
      <RadioGroup
        legend={m.dosageLegend}
        name="dosage"
        value={dosage?.ndc ?? null}
        options={drug.dosages.map((d) => ({ value: d.ndc, label: d.label }))}
        onChange={(v) => {
          setNdc(v);
          const next = drug.dosages.find((d) => d.ndc === v);
          if (next) setQuantity(String(next.commonMonthlyQuantity));
        }}
      />
      <TextField
        label={m.quantity}
        hint={m.quantityHint(dosage?.unit ?? '')}
        inputMode="decimal"
        value={quantity}
        onChange={(e) => setQuantity(e.target.value.replace(/[^\d.]/g, ''))}
        error={qtyValid ? null : m.quantityError}
        name="quantity"
      />
      <SelectField
        label={m.frequency}
        value={frequency}
        onChange={(e) => setFrequency(e.target.value as DosageFrequency)}
        options={DOSAGE_FREQUENCIES.map((f) => ({ value: f, label: m.frequencies[f] }))}
      />
      {state === 'failed' ? (
        <p role="alert" css={{ color: theme.bad, fontWeight: 700, margin: 0 }}>
          {m.saveFailed}
        </p>
      ) : null}
      <p css={{ display: 'flex', flexWrap: 'wrap', gap: 12, margin: 0 }}>
        <button type="submit" css={buttonCss} disabled={!qtyValid || state === 'saving'}>
          {state === 'saving' ? m.saving : m.save}
        </button>
        <Link to="/drugs/add-drug/" css={secondaryButtonCss}>
          {m.chooseOther}
        </Link>
      </p>
    </form>
  );
};

const ChosenDrug = ({ id }: { id: string }) => {
  const drug = useDrugQuery(id);
  if (drug.isError && isNotFound(drug.error)) throw notFound();
  if (drug.isError) return <FetchFailed onRetry={() => void drug.refetch()} />;
  if (!drug.data) return <Loading />;
  return <DosageForm drug={drug.data} />;
};

/** /drugs/add-drug/{drug?}/: search (selected drugs left out by the api), then dosage, quantity, frequency. */
const AddDrugPage = () => {
  const { session } = useHost();
  const { drug } = useParams();
  return (
    <PageFrame title={m.addTitle} testId="add-drug-page">
      <p>
        <Link to="/drugs/" css={linkCss}>
          {m.backToList}
        </Link>
      </p>
      {!session ? <NeedLocation /> : drug ? <ChosenDrug key={drug} id={drug} /> : <Search />}
    </PageFrame>
  );
};
export default AddDrugPage;
