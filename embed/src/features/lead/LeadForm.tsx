/**
 * The embedded finder's lead form: the kit's fields, consent text and save (the same as the /lead/
 * page, with the ZIP and county the finder already has). On success the kit emits `lead_created` and the
 * finder sends the partner `lead-created`.
 */
import { useEffect, useRef } from 'react';
import type { HostLocation } from 'shared-contracts/react';
import { Form, FormFailure, SubmitButton } from 'web-kit/forms';
import { ConsentText } from 'web-kit/lead-form';
import { LeadContactFields, leadContactSchema, leadFormMessages as m } from 'web-kit/lead-form/fields';
import { useLeadContactForm } from 'web-kit/lead-form/form';

const LeadForm = ({ location }: { location: HostLocation }) => {
  const { form, lead, sent, send } = useLeadContactForm(leadContactSchema, {
    placeOf: () => ({ zip: location.zipCode, fips: location.fips }),
  });
  const thanks = useRef<HTMLParagraphElement>(null);
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
    <Form form={form} aria-label={m.title} css={{ display: 'grid', gap: 24, maxWidth: 560 }} onValid={send}>
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
