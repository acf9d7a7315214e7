import { type FormEvent, useState } from 'react';
import { birthDateSchema, parseUsDate } from 'shared-contracts';
import { DateSelect, RadioGroup, TextField } from '../common/Field';
import { buttonCss, cardCss, theme } from '../common/theme';
import { medigapMessages as m } from './messages';
import { coverageStartChoices, isComplete, type QuoteInputs, sixtyFifthBirthday } from './quote';

const birthDateError = (value: string) => {
  const r = birthDateSchema().safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? null);
};
const dateError = (value: string) => (parseUsDate(value) ? null : m.dateFormat);
/** Keep the typed date as MM/DD/YYYY: digits only, slashes added. */
const maskDate = (raw: string) => {
  const d = raw.replace(/\D/g, '').slice(0, 8);
  return [d.slice(0, 2), d.slice(2, 4), d.slice(4)].filter(Boolean).join('/');
};

/** Birth date, gender, tobacco and coverage start (spec defaults prefilled); submit stays off until valid. */
export const QuoteForm = ({
  initial,
  onSubmit,
}: {
  initial: QuoteInputs;
  onSubmit: (q: QuoteInputs) => void;
}) => {
  const [q, setQ] = useState(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const errors = { birthDate: birthDateError(q.birthDate), partB: dateError(q.partBEffectiveDate) };
  const valid = isComplete(q) && !errors.birthDate && !errors.partB;
  const choices = coverageStartChoices(new Date());
  if (!choices.includes(q.coverageStart)) choices.unshift(q.coverageStart);

  const setBirthDate = (birthDate: string) =>
    setQ((prev) => ({
      ...prev,
      birthDate,
      // The Part B date follows the 65th birthday until the person changes it.
      partBEffectiveDate:
        prev.partBEffectiveDate === (sixtyFifthBirthday(prev.birthDate) ?? '')
          ? (sixtyFifthBirthday(birthDate) ?? prev.partBEffectiveDate)
          : prev.partBEffectiveDate,
    }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (valid) onSubmit(q);
  };

  return (
    <form
      onSubmit={submit}
      css={{ ...cardCss, background: theme.surface }}
      aria-labelledby="medigap-form-title"
      noValidate
    >
      <h2 id="medigap-form-title" css={{ marginTop: 0 }}>
        {m.formTitle}
      </h2>
      <p>{m.formHelp}</p>
      <div css={{ display: 'grid', gap: 20 }}>
        <TextField
          label={m.birthDate}
          hint={m.birthDateHint}
          name="birthDate"
          inputMode="numeric"
          autoComplete="bday"
          value={q.birthDate}
          onChange={(e) => setBirthDate(maskDate(e.target.value))}
          onBlur={() => setTouched((t) => ({ ...t, birthDate: true }))}
          error={touched.birthDate || q.birthDate.length === 10 ? errors.birthDate : null}
        />
        <RadioGroup
          legend={m.gender}
          name="gender"
          value={q.gender}
          options={[
            { value: 'Male', label: m.male },
            { value: 'Female', label: m.female },
          ]}
          onChange={(gender) => setQ({ ...q, gender })}
        />
        <RadioGroup
          legend={m.tobacco}
          name="tobacco"
          value={q.smoke === null ? null : q.smoke ? 'yes' : 'no'}
          options={[
            { value: 'yes', label: m.yes },
            { value: 'no', label: m.no },
          ]}
          onChange={(v) => setQ({ ...q, smoke: v === 'yes' })}
        />
        <DateSelect
          label={m.coverageStart}
          name="coverageStart"
          value={q.coverageStart}
          choices={choices}
          onChange={(coverageStart) => setQ({ ...q, coverageStart })}
        />
        <TextField
          label={m.partB}
          hint={m.partBHint}
          name="partBEffectiveDate"
          inputMode="numeric"
          value={q.partBEffectiveDate}
          onChange={(e) => setQ({ ...q, partBEffectiveDate: maskDate(e.target.value) })}
          onBlur={() => setTouched((t) => ({ ...t, partB: true }))}
          error={touched.partB ? errors.partB : null}
        />
      </div>
      <p css={{ marginBottom: 0, display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' }}>
        <button type="submit" css={buttonCss} disabled={!valid}>
          {m.submit}
        </button>
        {!valid ? <span css={{ color: theme.muted }}>{m.submitHint}</span> : null}
      </p>
    </form>
  );
};
