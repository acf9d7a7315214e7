/** Date of birth, gender, tobacco, Medicare A and B now (with their dates) and the coverage start. */
import { coverageStartChoices } from 'shared-contracts/dates';
import { useHost } from 'shared-contracts/react';
import type { z } from 'shared-contracts/zod';
import {
  Form,
  FormBirthDateField,
  FormGenderField,
  FormRadioGroup,
  FormSelectField,
  FormTextField,
  FormYesNoField,
  SubmitButton,
  yesNoOptions,
} from 'web-kit/forms';
import { useDates, useMessages } from 'web-kit/i18n';
import { medicareSchema } from '../medicare-fields';
import { consumerMessages } from '../messages';
import { useDraftForm } from '../useDraftForm';
import type { StepFormProps } from './NameForm';
import { stepFormCss } from './styles';

type Values = z.input<typeof medicareSchema>;

export const MedicareForm = ({ submitLabel, onDone, extra, whenValid }: StepFormProps) => {
  const m = useMessages(consumerMessages);
  const dates = useDates();
  const { events } = useHost();
  const choices = coverageStartChoices(new Date());
  const form = useDraftForm(
    medicareSchema,
    {
      dateOfBirth: '',
      gender: undefined as never,
      smoke: undefined as never,
      medAB: undefined as never,
      partAEffectiveDate: '',
      partBEffectiveDate: '',
      effectiveDate: choices[0]!,
    },
    whenValid,
  );
  const medAB = form.watch('medAB');

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
      <FormBirthDateField<Values>
        name="dateOfBirth"
        label={m.birthDate}
        hint={m.birthDateHint}
        following={['partAEffectiveDate', 'partBEffectiveDate']}
      />
      <FormGenderField<Values> name="gender" legend={m.gender} />
      <FormYesNoField<Values> name="smoke" legend={m.smoke} />
      <FormRadioGroup<Values, 'Yes' | 'No'> name="medAB" legend={m.medAB} options={yesNoOptions} />
      {medAB === 'Yes' ? (
        <>
          <FormTextField<Values> name="partAEffectiveDate" kind="date" label={m.partA} hint={m.partHint} />
          <FormTextField<Values> name="partBEffectiveDate" kind="date" label={m.partB} hint={m.partHint} />
        </>
      ) : null}
      <FormSelectField<Values, string>
        name="effectiveDate"
        label={m.effectiveDate}
        options={choices.map((c) => ({ value: c, label: dates.long(c) }))}
      />
      {extra}
      <SubmitButton>{submitLabel}</SubmitButton>
    </Form>
  );
};
