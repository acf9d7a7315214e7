/**
 * E-mail and phone, and the lead: with the name and the place already known the lead is captured here
 * (spec 4), so the spec 9 consent text stands in full beside the button it names.
 */
import { formatPhone } from 'shared-contracts';
import { usDateToIso } from 'shared-contracts/dates';
import { useHost } from 'shared-contracts/react';
import type { z } from 'shared-contracts/zod';
import { Form, FormFailure, FormTextField, SubmitButton } from 'web-kit/forms';
import { useMessages } from 'web-kit/i18n';
import { ConsentText, useLeadCapture } from 'web-kit/lead-form';
import { leadFieldMessages } from 'web-kit/lead-form/fields';
import { readDraft } from '../draft';
import { contactSchema } from '../fields';
import { consumerMessages } from '../messages';
import { useDraftForm } from '../useDraftForm';
import type { StepFormProps } from './NameForm';
import { stepFormCss } from './styles';

type Values = z.input<typeof contactSchema>;

export const ContactForm = ({ submitLabel, onDone, extra, whenValid }: StepFormProps) => {
  const m = useMessages(leadFieldMessages);
  const c = useMessages(consumerMessages);
  const { events, consumer, location } = useHost();
  const form = useDraftForm(contactSchema, { emailAddress: '', phoneNumber: '' }, whenValid);
  const lead = useLeadCapture(submitLabel);
  return (
    <Form
      form={form}
      css={stepFormCss}
      onValid={async (v) => {
        const draft = readDraft();
        const firstName = String(draft.firstName ?? consumer.firstName ?? '');
        const lastName = String(draft.lastName ?? consumer.lastName ?? '');
        const phoneNumber = formatPhone(v.phoneNumber);
        form.setValue('phoneNumber', phoneNumber);
        events.emit('consumer:updated', { fields: { emailAddress: v.emailAddress, phoneNumber } });
        if (location && firstName && lastName) {
          const dob = consumer.dateOfBirth ? usDateToIso(consumer.dateOfBirth) : null;
          try {
            await lead.save({
              firstName,
              lastName,
              emailAddress: v.emailAddress,
              phoneNumber,
              zip: location.zipCode,
              fips: location.fips,
              ...(dob ? { dateOfBirth: dob } : {}),
            });
          } catch {
            form.setError('root', { message: c.detailsSaveFailed });
            return;
          }
        }
        onDone();
      }}
    >
      <FormTextField<Values> name="emailAddress" kind="email" label={m.email} hint={m.emailHint} />
      <FormTextField<Values> name="phoneNumber" kind="phone" label={m.phone} hint={m.phoneHint} />
      <FormFailure />
      <ConsentText text={lead.consentText} />
      {extra}
      <SubmitButton busy={lead.saving}>{submitLabel}</SubmitButton>
    </Form>
  );
};
