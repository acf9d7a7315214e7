/**
 * The person's side of a lead form: first and last name, e-mail and phone, with the schema that checks
 * them (spec 5), their labels and hints, the form's texts as the lead page shows them, and the form's
 * state and sending (`useLeadContactForm`). Its own entry (`web-kit/lead-form/fields`), so a page that
 * only saves a lead loads no form fields.
 */
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { emailSchema, formatPhone, phoneSchema, requiredTextSchema } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { z } from 'shared-contracts/zod';
import { FormTextField, useZodForm } from 'web-kit/forms';
import { useLeadCapture } from 'web-kit/lead-form';

export const leadFieldMessages = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail address',
  emailHint: 'For example: name@example.com',
  phone: 'Phone number',
  phoneHint: 'Ten digits, for example (602) 555-0123',
} as const;

/** The lead form's own texts (spec 4 "Lead"): the /lead/ page and the embedded finder's form. */
export const leadFormMessages = {
  title: 'Get help from a licensed agent',
  intro:
    'Tell us how to reach you and a licensed insurance agent will call you. There is no obligation to enroll.',
  submit: 'Submit',
  thanks: 'Thank you. A licensed insurance agent will contact you soon.',
  failed: 'We could not send your details. Everything you typed is still here; please try again.',
} as const;

export const leadContactSchema = z.object({
  firstName: requiredTextSchema,
  lastName: requiredTextSchema,
  emailAddress: emailSchema,
  phoneNumber: phoneSchema,
});
type LeadContact = z.input<typeof leadContactSchema>;

/** The four fields, in a <Form> whose schema holds `leadContactSchema`. */
export const LeadContactFields = () => (
  <>
    <FormTextField<LeadContact> name="firstName" kind="givenName" label={leadFieldMessages.firstName} />
    <FormTextField<LeadContact> name="lastName" kind="familyName" label={leadFieldMessages.lastName} />
    <FormTextField<LeadContact>
      name="emailAddress"
      kind="email"
      label={leadFieldMessages.email}
      hint={leadFieldMessages.emailHint}
    />
    <FormTextField<LeadContact>
      name="phoneNumber"
      kind="phone"
      label={leadFieldMessages.phone}
      hint={leadFieldMessages.phoneHint}
    />
  </>
);

type LeadContactValues = z.output<typeof leadContactSchema>;

/**
 * A lead form over `schema` (`leadContactSchema`, or it extended with what the page asks too, whose first
 * values are `more`): the four fields open with what the host knows of the person; `send` saves the lead
 * with the kit's save (consent text, captcha, `lead_created`) in the place `placeOf` gives, with the phone
 * written out, then hands the person's new contact details to the host and sets `sent`. A failed save
 * leaves everything typed in place with the form's message (`leadFormMessages.failed`).
 */
export const useLeadContactForm = <
  S extends z.ZodType<LeadContactValues & FieldValues, LeadContact & FieldValues>,
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
  const lead = useLeadCapture(leadFormMessages.submit);
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
      form.setError('root', { message: leadFormMessages.failed });
      return;
    }
    events.emit('consumer:updated', { fields: { firstName, lastName, emailAddress, phoneNumber } });
    setSent(true);
  };
  return { form, lead, sent, send };
};
