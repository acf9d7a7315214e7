/**
 * /lead/: the stand-alone lead form (spec 4 "Lead"), with the spec 9 consent text beside Submit. Its
 * fields and texts are the kit's lead form (the embedded finder shows the same), with the ZIP added.
 */
import { useState } from 'react';
import { formatPhone, zipSchema } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import type { z } from 'shared-contracts/zod';
import { Form, FormFailure, FormTextField, SubmitButton, useZodForm } from 'web-kit/forms';
import { ConsentText, useLeadCapture } from 'web-kit/lead-form';
import { LeadContactFields, leadContactSchema, leadFormMessages as m } from 'web-kit/lead-form/fields';
import { PageFrame } from 'web-kit/ui';
import { consumerMessages as f, stepFormCss } from '../consumer';

const leadFormSchema = leadContactSchema.extend({ zip: zipSchema });
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
          <LeadContactFields />
          <FormTextField<Values> name="zip" kind="zip" label={f.zip} hint={f.zipHint} />
          <FormFailure />
          <ConsentText text={lead.consentText} />
          <SubmitButton busy={lead.saving}>{m.submit}</SubmitButton>
        </Form>
      )}
    </PageFrame>
  );
};
export default LeadPage;
