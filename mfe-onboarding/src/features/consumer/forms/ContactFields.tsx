import type { z } from 'shared-contracts/zod';
import { FormTextField } from 'web-kit/forms';
import type { contactSchema } from '../fields';
import { consumerMessages as m } from '../messages';

type Contact = z.input<typeof contactSchema>;

/** E-mail and phone with their hints, in a form whose schema holds `contactSchema` (the contact step, /lead/). */
export const ContactFields = () => (
  <>
    <FormTextField<Contact> name="emailAddress" kind="email" label={m.email} hint={m.emailHint} />
    <FormTextField<Contact> name="phoneNumber" kind="phone" label={m.phone} hint={m.phoneHint} />
  </>
);
