/**
 * /lead/: the stand-alone lead form (spec 4 "Lead"), with the spec 9 consent text beside Submit. Its
 * fields and texts are the kit's lead form (the embedded finder shows the same), with the ZIP added.
 */
import { zipSchema } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { z } from 'shared-contracts/zod';
import { Form, FormFailure, FormTextField, SubmitButton } from 'web-kit/forms';
import { useMessages } from 'web-kit/i18n';
import { ConsentText } from 'web-kit/lead-form';
import { LeadContactFields, leadContactSchema, leadFormMessages } from 'web-kit/lead-form/fields';
import { useLeadContactForm } from 'web-kit/lead-form/form';
import { PageFrame } from 'web-kit/ui';
import { consumerMessages, stepFormCss } from '../consumer';

const leadFormSchema = z.object({ ...leadContactSchema.shape, zip: zipSchema });
type Values = z.input<typeof leadFormSchema>;

const LeadPage = () => {
  const f = useMessages(consumerMessages);
  const m = useMessages(leadFormMessages);
  const { location } = useHost();
  const { form, lead, sent, send } = useLeadContactForm(leadFormSchema, {
    more: { zip: location?.zipCode ?? '' },
    // The county goes with the lead when the ZIP is the one the host knows.
    placeOf: ({ zip }) => (location && location.zipCode === zip ? { zip, fips: location.fips } : { zip }),
  });
  return (
    <PageFrame title={m.title} intro={<p>{m.intro}</p>} testId="lead-page">
      {sent ? (
        <p role="status" css={{ fontSize: 22, fontWeight: 700 }}>
          {m.thanks}
        </p>
      ) : (
        <Form form={form} css={stepFormCss} onValid={send}>
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
