import type { ReactNode } from 'react';
import { useHost } from 'shared-contracts/react';
import type { z } from 'shared-contracts/zod';
import { Form, FormTextField, SubmitButton } from 'web-kit/forms';
import { useMessages } from 'web-kit/i18n';
import { leadFieldMessages } from 'web-kit/lead-form/fields';
import { nameSchema } from '../fields';
import { useDraftForm } from '../useDraftForm';
import { stepFormCss } from './styles';

type Values = z.input<typeof nameSchema>;

export const NameForm = ({ submitLabel, onDone, extra, whenValid }: StepFormProps) => {
  const m = useMessages(leadFieldMessages);
  const { events } = useHost();
  const form = useDraftForm(nameSchema, { firstName: '', lastName: '' }, whenValid);
  return (
    <Form
      form={form}
      css={stepFormCss}
      onValid={(v) => {
        events.emit('consumer:updated', { fields: v });
        onDone();
      }}
    >
      <FormTextField<Values> name="firstName" kind="givenName" label={m.firstName} />
      <FormTextField<Values> name="lastName" kind="familyName" label={m.lastName} />
      {extra}
      <SubmitButton>{submitLabel}</SubmitButton>
    </Form>
  );
};

export interface StepFormProps {
  submitLabel: string;
  onDone: () => void;
  /** Controls the page puts before the submit button (Back). */
  extra?: ReactNode;
  /** Runs when the answers come to pass the schema, before they are sent (a flow loads its next step). */
  whenValid?: () => void;
}
