/** A chosen drug's dosage, quantity and frequency, saved to the session (spec 4 "Drugs"). */

import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { isNotFound, notFound } from 'shared-contracts';
import { DOSAGE_FREQUENCIES, type DosageFrequency, type DrugDetail } from 'shared-contracts/api/drugs';
import { useMessages } from 'web-kit/i18n';
import { useDrugQuery, useSaveDosageMutation } from 'web-kit/queries/drugs';
import { buttonCss, cardCss, secondaryButtonCss, theme } from 'web-kit/theme';
import { FetchFailed, Loading, RadioGroup, SelectField, TextField } from 'web-kit/ui';
import { drugPickerMessages } from './messages';

export interface DosageFormProps {
  /** Called once the dosage is on the session, with the drug's name. */
  onSaved: (drugName: string) => void;
  /** Back to the search, to choose another drug. */
  otherHref: string;
}

const DosageForm = ({ drug, onSaved, otherHref }: DosageFormProps & { drug: DrugDetail }) => {
  const m = useMessages(drugPickerMessages);
  const save = useSaveDosageMutation();
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
      onSaved(drug.name);
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
        <Link to={otherHref} css={secondaryButtonCss}>
          {m.chooseOther}
        </Link>
      </p>
    </form>
  );
};

/** The dosage form of drug `id` once it is loaded; an unknown drug is the 404 page. */
export const ChosenDrug = ({ id, ...props }: DosageFormProps & { id: string }) => {
  const drug = useDrugQuery(id);
  if (drug.isError && isNotFound(drug.error)) throw notFound();
  if (drug.isError) return <FetchFailed onRetry={() => void drug.refetch()} />;
  if (!drug.data) return <Loading />;
  return <DosageForm drug={drug.data} {...props} />;
};
