/** /lead/: the stand-alone lead form (spec 4 "Lead"), with the spec 9 consent text beside Submit. */

import { useState } from 'react';
import { formatPhone, maskZip, zipSchema } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import type { z } from 'shared-contracts/zod';
import { Form, FormTextField, SubmitButton, useZodForm } from 'web-kit/forms';
import { ConsentText, useLeadCapture } from 'web-kit/lead-form';
import { theme } from 'web-kit/theme';
import { PageFrame } from 'web-kit/ui';
import { contactSchema, consumerMessages as f, nameSchema, stepFormCss } from '../consumer';
import { leadMessages as m } from './messages';

const leadFormSchema = nameSchema.extend(contactSchema.shape).extend({ zip: zipSchema });
type Values = z.input<typeof leadFormSchema>;

const LeadPage = () => {
  const { consumer, location, events } = useHost();
  const lead = useLeadCapture(m.submit);
  const [sent, setSent] = useState(false);
  const form = useZodForm(leadFormSchema, {
    defaultValues: {
      firstName: consumer.firstName ?? '',
      lastName: consumer.lastName ?? '',
      emailAddress: consumer.emailAddress ?? '',
      phoneNumber: consumer.phoneNumber ?? '',
      zip: location?.zipCode ?? '',
    },
  });
  return (
    <PageFrame title={m.title} intro={<p>{m.intro}</p>} testId="lead-page">
      {sent ? (
        <p role="status" css={{ fontSize: 22, fontWeight: 700 }}>
          {m.thanks}
        </p>
      ) : (
        <Form
          form={form}
          css={stepFormCss}
          onValid={async (v) => {
            const phoneNumber = formatPhone(v.phoneNumber);
            try {
              await lead.save({
                ...v,
                phoneNumber,
                ...(location && location.zipCode === v.zip ? { fips: location.fips } : {}),
              });
            } catch {
              form.setError('root', { message: m.failed });
              return;
            }
            events.emit('consumer:updated', {
              fields: {
                firstName: v.firstName,
                lastName: v.lastName,
                emailAddress: v.emailAddress,
                phoneNumber,
              },
            });
            setSent(true);
          }}
        >
          <FormTextField<Values> name="firstName" label={f.firstName} autoComplete="given-name" />
          <FormTextField<Values> name="lastName" label={f.lastName} autoComplete="family-name" />
          <FormTextField<Values>
            name="emailAddress"
            label={f.email}
            hint={f.emailHint}
            type="email"
            autoComplete="email"
          />
          <FormTextField<Values>
            name="phoneNumber"
            label={f.phone}
            hint={f.phoneHint}
            type="tel"
            autoComplete="tel"
          />
          <FormTextField<Values>
            name="zip"
            label={f.zip}
            hint={f.zipHint}
            inputMode="numeric"
            autoComplete="postal-code"
            mask={maskZip}
          />
          {form.formState.errors.root ? (
            <p role="alert" css={{ color: theme.bad, fontWeight: 700, margin: 0 }}>
              {form.formState.errors.root.message}
            </p>
          ) : null}
          <ConsentText text={lead.consentText} />
          <SubmitButton busy={lead.saving}>{m.submit}</SubmitButton>
        </Form>
      )}
    </PageFrame>
  );
};
export default LeadPage;
