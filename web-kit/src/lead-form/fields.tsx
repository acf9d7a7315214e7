/**
 * The person's side of a lead form: first and last name, e-mail and phone, with the schema that checks
 * them (spec 5), their labels and hints and the form's texts as the lead page shows them. Its own entry
 * (`web-kit/lead-form/fields`), so a page that only saves a lead loads no form fields, and a form that
 * only shows some of these fields loads no lead saving (`useLeadContactForm` is `web-kit/lead-form/form`).
 */
import { leadContactSchema } from 'shared-contracts/api/leads';
import type { z } from 'shared-contracts/zod';
import { FormTextField } from 'web-kit/forms';
import { spanish, useMessages } from 'web-kit/i18n';

export const leadFieldMessages = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail address',
  emailOptional: 'E-mail address (optional)',
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

spanish(leadFieldMessages, () => import('./fields.es'));
spanish(leadFormMessages, () => import('./form-messages.es'));

/** The contact part of the api's lead body (shared-contracts), so the form and the api check alike. */
export { leadContactSchema };
export type LeadContact = z.input<typeof leadContactSchema>;

/**
 * The four fields, in a <Form> whose schema holds `leadContactSchema` (with `emailOptional`, a schema
 * that lets the e-mail address be left empty: a booking's contact).
 */
export const LeadContactFields = ({ emailOptional = false }: { emailOptional?: boolean }) => {
  const m = useMessages(leadFieldMessages);
  return (
    <>
      <FormTextField<LeadContact> name="firstName" kind="givenName" label={m.firstName} />
      <FormTextField<LeadContact> name="lastName" kind="familyName" label={m.lastName} />
      <FormTextField<LeadContact>
        name="emailAddress"
        kind="email"
        label={emailOptional ? m.emailOptional : m.email}
        hint={m.emailHint}
      />
      <FormTextField<LeadContact> name="phoneNumber" kind="phone" label={m.phone} hint={m.phoneHint} />
    </>
  );
};
