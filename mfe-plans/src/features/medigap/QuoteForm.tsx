import { coverageStartChoices } from 'shared-contracts/dates';
import type { z } from 'shared-contracts/zod';
import {
  Form,
  FormBirthDateField,
  FormGenderField,
  FormSelectField,
  FormTextField,
  FormYesNoField,
  SubmitButton,
  useZodForm,
} from 'web-kit/forms';
import { useDates, useMessages } from 'web-kit/i18n';
import { cardCss, theme } from 'web-kit/theme';
import { medigapMessages } from './messages';
import { type QuoteInputs, quoteSchema } from './quote';

type QuoteForm = z.input<typeof quoteSchema>;

/** Birth date, gender, tobacco and coverage start (spec defaults prefilled); submit stays off until valid. */
export const QuoteForm = ({
  initial,
  onSubmit,
}: {
  initial: QuoteInputs;
  onSubmit: (q: QuoteInputs) => void;
}) => {
  const m = useMessages(medigapMessages);
  const dates = useDates();
  const form = useZodForm(quoteSchema, {
    defaultValues: { ...initial, gender: initial.gender ?? undefined, smoke: initial.smoke ?? undefined },
  });
  const choices = coverageStartChoices(new Date());
  if (!choices.includes(initial.coverageStart)) choices.unshift(initial.coverageStart);

  return (
    <Form
      form={form}
      onValid={(q) => onSubmit(q)}
      css={{ ...cardCss, background: theme.surface }}
      aria-labelledby="medigap-form-title"
    >
      <h2 id="medigap-form-title" css={{ marginTop: 0 }}>
        {m.formTitle}
      </h2>
      <p>{m.formHelp}</p>
      <div css={{ display: 'grid', gap: 20 }}>
        <FormBirthDateField<QuoteForm>
          name="birthDate"
          label={m.birthDate}
          hint={m.birthDateHint}
          following={['partBEffectiveDate']}
        />
        <FormGenderField<QuoteForm> name="gender" legend={m.gender} />
        <FormYesNoField<QuoteForm> name="smoke" legend={m.tobacco} />
        <FormSelectField<QuoteForm, string>
          name="coverageStart"
          label={m.coverageStart}
          options={choices.map((c) => ({ value: c, label: dates.long(c) }))}
        />
        <FormTextField<QuoteForm> name="partBEffectiveDate" kind="date" label={m.partB} hint={m.partBHint} />
      </div>
      <p css={{ marginBottom: 0, display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' }}>
        <SubmitButton>{m.submit}</SubmitButton>
        {form.formState.isValid ? null : <span css={{ color: theme.muted }}>{m.submitHint}</span>}
      </p>
    </Form>
  );
};
