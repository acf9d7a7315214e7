import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { emailSchema, phoneSchema, zipSchema } from 'shared-contracts';
import { requiredText } from 'shared-contracts/api/common';
import { useHost } from 'shared-contracts/react';
import { z } from 'shared-contracts/zod';
import { Form, FormTextField, SubmitButton, useZodForm } from 'web-kit/forms';
import { useMessages } from 'web-kit/i18n';
import { ConsentText, useLeadCapture } from 'web-kit/lead-form';
import { usePartnerQuery } from 'web-kit/queries/partners';
import { theme } from 'web-kit/theme';
import { PageFrame } from 'web-kit/ui';
import { refusalMessage, routeHref } from '../common';
import { partnerMessages } from './messages';
import { PartnerBrand } from './PartnerBrand';

const partnerLeadSchema = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  emailAddress: emailSchema,
  phoneNumber: phoneSchema,
  zip: zipSchema,
});
type PartnerLead = z.output<typeof partnerLeadSchema>;

/** /partner/{partner?}/form/: the partner-branded lead form; the lead is attributed to the partner. */
const PartnerFormPage = () => {
  const m = useMessages(partnerMessages);
  const { partner: partnerId } = useParams();
  const partner = usePartnerQuery(partnerId).data ?? null;
  const { location } = useHost();
  const navigate = useNavigate();
  const lead = useLeadCapture(m.submit);
  const [error, setError] = useState<string | null>(null);
  const form = useZodForm(partnerLeadSchema, {
    defaultValues: {
      firstName: '',
      lastName: '',
      emailAddress: '',
      phoneNumber: '',
      zip: location?.zipCode ?? '',
    },
  });

  const onValid = async (v: PartnerLead) => {
    setError(null);
    try {
      await lead.save({
        ...v,
        ...(location?.zipCode === v.zip ? { fips: location.fips } : {}),
        // Only a partner the partners service knows is named on the lead.
        ...(partner ? { partnerId: partner.id } : {}),
      });
      navigate(routeHref('partner-thank-you', { partner: partnerId }));
    } catch (e) {
      setError(refusalMessage(e, m.failed));
    }
  };

  return (
    <PageFrame
      title={m.formTitle(partner?.name ?? null)}
      intro={<p>{m.formIntro}</p>}
      testId="partner-form-page"
    >
      <PartnerBrand partner={partner} />
      <Form
        form={form}
        onValid={onValid}
        css={{ display: 'grid', gap: 16 }}
        aria-label={m.formTitle(partner?.name ?? null)}
      >
        <FormTextField<PartnerLead> name="firstName" kind="givenName" label={m.firstName} />
        <FormTextField<PartnerLead> name="lastName" kind="familyName" label={m.lastName} />
        <FormTextField<PartnerLead> name="emailAddress" kind="email" label={m.email} />
        <FormTextField<PartnerLead> name="phoneNumber" kind="phone" label={m.phone} />
        <FormTextField<PartnerLead> name="zip" kind="zip" label={m.zip} />
        <ConsentText text={lead.consentText} />
        <p role="alert" css={{ margin: 0, color: theme.bad, fontWeight: 700 }}>
          {error}
        </p>
        <div>
          <SubmitButton busy={lead.saving}>{lead.saving ? m.sending : m.submit}</SubmitButton>
        </div>
      </Form>
    </PageFrame>
  );
};
export default PartnerFormPage;
