/** Date of birth, gender, tobacco, Medicare A and B now (with their dates) and the coverage start. */
import { format } from 'date-fns';
import { fromIsoDate, maskUsDate } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import type { z } from 'shared-contracts/zod';
import { Form, FormRadioGroup, FormSelectField, FormTextField, SubmitButton } from 'web-kit/forms';
import { coverageStartChoices, medicareSchema, sixtyFifthBirthday } from '../fields';
import { consumerMessages as m } from '../messages';
import { useDraftForm } from '../useDraftForm';
import type { StepFormProps } from './NameForm';
import { stepFormCss } from './styles';

type Values = z.input<typeof medicareSchema>;
const yesNo = [
  { value: 'Yes', label: m.yes },
  { value: 'No', label: m.no },
] as const;

export const MedicareForm = ({ submitLabel, onDone, extra }: StepFormProps) => {
  const { events } = useHost();
  const choices = coverageStartChoices(new Date());
  const form = useDraftForm(medicareSchema, {
    dateOfBirth: '',
    gender: undefined as never,
    smoke: undefined as never,
    medAB: undefined as never,
    partAEffectiveDate: '',
    partBEffectiveDate: '',
    effectiveDate: choices[0]!,
  });
  const medAB = form.watch('medAB');

  // The Part A and B dates follow the 65th birthday until the person changes them (spec 9 default).
  const followBirthDate = (birthDate: string, previous: string) => {
    const next = sixtyFifthBirthday(birthDate);
    const before = sixtyFifthBirthday(previous) ?? '';
    for (const key of ['partAEffectiveDate', 'partBEffectiveDate'] as const) {
      if (next && form.getValues(key) === before) form.setValue(key, next, { shouldValidate: true });
    }
  };

  return (
    <Form
      form={form}
      css={stepFormCss}
      onValid={(v) => {
        events.emit('consumer:updated', {
          fields: {
            dateOfBirth: v.dateOfBirth,
            gender: v.gender,
            smoke: v.smoke,
            medAB: v.medAB,
            isEnrolledInMedAB: v.medAB === 'Yes',
            ...(v.medAB === 'Yes'
              ? { partAEffectiveDate: v.partAEffectiveDate, partBEffectiveDate: v.partBEffectiveDate }
              : {}),
            effectiveDate: v.effectiveDate,
          },
        });
        onDone();
      }}
    >
      <FormTextField<Values>
        name="dateOfBirth"
        label={m.birthDate}
        hint={m.birthDateHint}
        inputMode="numeric"
        autoComplete="bday"
        mask={maskUsDate}
        onValueChange={followBirthDate}
      />
      <FormRadioGroup<Values, 'Male' | 'Female'>
        name="gender"
        legend={m.gender}
        options={[
          { value: 'Male', label: m.male },
          { value: 'Female', label: m.female },
        ]}
      />
      <FormRadioGroup<Values, 'Yes' | 'No'>
        name="smoke"
        legend={m.smoke}
        options={yesNo}
        toValue={(v) => v === 'Yes'}
        fromValue={(v) => (typeof v === 'boolean' ? (v ? 'Yes' : 'No') : null)}
      />
      <FormRadioGroup<Values, 'Yes' | 'No'> name="medAB" legend={m.medAB} options={yesNo} />
      {medAB === 'Yes' ? (
        <>
          <FormTextField<Values>
            name="partAEffectiveDate"
            label={m.partA}
            hint={m.partHint}
            inputMode="numeric"
            mask={maskUsDate}
          />
          <FormTextField<Values>
            name="partBEffectiveDate"
            label={m.partB}
            hint={m.partHint}
            inputMode="numeric"
            mask={maskUsDate}
          />
        </>
      ) : null}
      <FormSelectField<Values, string>
        name="effectiveDate"
        label={m.effectiveDate}
        options={choices.map((c) => ({ value: c, label: format(fromIsoDate(c), 'MMMM d, yyyy') }))}
      />
      {extra}
      <SubmitButton>{submitLabel}</SubmitButton>
    </Form>
  );
};
