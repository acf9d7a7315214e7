/**
 * A whole lead form's state and sending over the kit's lead fields (`web-kit/lead-form/fields`): the /lead/
 * page and the embedded finder's form. Its own entry (`web-kit/lead-form/form`), so a page that only reads
 * the captured rule or saves a lead of its own loads no form library.
 */
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { formatPhone } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import type { z } from 'shared-contracts/zod';
import { type FormSchema, useZodForm } from 'web-kit/forms';
import { useMessages } from 'web-kit/i18n';
import { useLeadCapture } from 'web-kit/lead-form';
import { type LeadContact, type leadContactSchema, leadFormMessages } from 'web-kit/lead-form/fields';

type LeadContactValues = z.output<typeof leadContactSchema>;

/**
 * A lead form over `schema` (`leadContactSchema`, or it extended with what the page asks too, whose first
 * values are `more`): the four fields open with what the host knows of the person; `send` saves the lead
 * with the kit's save (consent text, captcha, `lead_created`) in the place `placeOf` gives, with the phone
 * written out, then hands the person's new contact details to the host and sets `sent`. A failed save
 * leaves everything typed in place with the form's message (`leadFormMessages.failed`).
 */
export const useLeadContactForm = <
  S extends FormSchema<LeadContact & FieldValues, LeadContactValues & FieldValues>,
>(
  schema: S,
  {
    more,
    placeOf,
  }: {
    more?: Omit<z.input<S>, keyof LeadContact>;
    placeOf: (values: z.output<S>) => { zip: string; fips?: string };
  },
) => {
  const { consumer, events } = useHost();
  const m = useMessages(leadFormMessages);
  const lead = useLeadCapture(m.submit);
  const [sent, setSent] = useState(false);
  const form = useZodForm(schema, {
    defaultValues: {
      firstName: consumer.firstName ?? '',
      lastName: consumer.lastName ?? '',
      emailAddress: consumer.emailAddress ?? '',
      phoneNumber: consumer.phoneNumber ?? '',
      ...more,
    } as never,
  });
  const send = async (values: z.output<S>) => {
    const { firstName, lastName, emailAddress } = values;
    const phoneNumber = formatPhone(values.phoneNumber);
    try {
      await lead.save({ firstName, lastName, emailAddress, phoneNumber, ...placeOf(values) });
    } catch {
      form.setError('root', { message: m.failed });
      return;
    }
    events.emit('consumer:updated', { fields: { firstName, lastName, emailAddress, phoneNumber } });
    setSent(true);
  };
  return { form, lead, sent, send };
};
