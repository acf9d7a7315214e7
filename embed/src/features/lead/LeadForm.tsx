/**
 * The embedded finder's lead form: the kit's fields, consent text and save (the same as the /lead/
 * page, with the ZIP and county the finder already has). On success the kit emits `lead_created` and the
 * finder sends the partner `lead-created`.
 */
import { useEffect, useRef, useState } from 'react';
import { formatPhone } from 'shared-contracts';
import { type HostLocation, useHost } from 'shared-contracts/react';
import { Form, FormFailure, SubmitButton, useZodForm } from 'web-kit/forms';
import { ConsentText, useLeadCapture } from 'web-kit/lead-form';
import { LeadContactFields, leadContactSchema, leadFormMessages as m } from 'web-kit/lead-form/fields';

const LeadForm = ({ location }: { location: HostLocation }) => {
  const { consumer, events } = useHost();
  const lead = useLeadCapture(m.submit);
  const [sent, setSent] = useState(false);
  const thanks = useRef<HTMLParagraphElement>(null);
  const form = useZodForm(leadContactSchema, {
    defaultValues: {
      firstName: consumer.firstName ?? '',
      lastName: consumer.lastName ?? '',
      emailAddress: consumer.emailAddress ?? '',
      phoneNumber: consumer.phoneNumber ?? '',
    },
  });
  // The button that opened the form is gone: the focus goes to its first field, then to the thanks.
  useEffect(() => form.setFocus('firstName'), [form]);
  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  if (sent)
    return (
      <p ref={thanks} tabIndex={-1} role="status" css={{ fontSize: 22, fontWeight: 700, outline: 'none' }}>
        {m.thanks}
      </p>
    );
  return (
    <Form
      form={form}
      aria-label={m.title}
      css={{ display: 'grid', gap: 24, maxWidth: 560 }}
      onValid={async (v) => {
        const phoneNumber = formatPhone(v.phoneNumber);
        try {
          await lead.save({ ...v, phoneNumber, zip: location.zipCode, fips: location.fips });
        } catch {
          form.setError('root', { message: m.failed });
          return;
        }
        events.emit('consumer:updated', {
          fields: { firstName: v.firstName, lastName: v.lastName, emailAddress: v.emailAddress, phoneNumber },
        });
        setSent(true);
      }}
    >
      <p css={{ margin: 0 }}>{m.intro}</p>
      <LeadContactFields />
      <FormFailure />
      <ConsentText text={lead.consentText} />
      <div>
        <SubmitButton busy={lead.saving}>{m.submit}</SubmitButton>
      </div>
    </Form>
  );
};
export default LeadForm;
