import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { MESSAGES } from 'shared-contracts';
import { requiredText, shortText } from 'shared-contracts/api/common';
import { SOA_PRODUCTS, type SoaProduct } from 'shared-contracts/api/scope-of-appointment';
import { useHost } from 'shared-contracts/react';
import { z } from 'shared-contracts/zod';
import { Form, FormRadioGroup, FormTextField, SubmitButton, useZodForm } from 'web-kit/forms';
import { useLanguage, useMessages } from 'web-kit/i18n';
import { useCreateSoaMutation } from 'web-kit/queries/soa';
import { fieldsetReset, focusRing, theme } from 'web-kit/theme';
import { PageFrame } from 'web-kit/ui';
import { SessionScope } from '../access';
import { refusalMessage, routeHref } from '../common';
import { soaMessages } from './messages';

const soaFormSchema = z
  .object({
    products: z.array(z.enum(SOA_PRODUCTS)).check(z.minLength(1, soaMessages.chooseProduct)),
    firstName: requiredText(100),
    lastName: requiredText(100),
    role: z.enum(['beneficiary', 'authorized_representative']),
    repName: shortText(200),
    repRelationship: shortText(100),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.role !== 'authorized_representative') return;
      for (const key of ['repName', 'repRelationship'] as const)
        if (!v[key].trim()) ctx.addIssue({ code: 'custom', path: [key], message: MESSAGES.required });
    }),
  );
type SoaForm = z.output<typeof soaFormSchema>;

/** Where the scope of appointment and e-sign pages were opened from (router state, not the URL). */
export interface SoaNavState {
  websiteReferenceId?: string;
  meetingId?: string;
}

/** /scope-of-appointment/{websiteReferenceId?}/: the products to discuss and who agrees, then e-sign. */
const SoaPage = () => {
  const m = useMessages(soaMessages);
  const { websiteReferenceId } = useParams();
  return (
    <PageFrame title={m.title} intro={<p>{m.intro}</p>} testId="soa-page">
      <SessionScope websiteReferenceId={websiteReferenceId}>
        <SoaFormPanel />
      </SessionScope>
    </PageFrame>
  );
};
export default SoaPage;

const ProductsField = () => {
  const m = useMessages(soaMessages);
  const { field, fieldState } = useController<SoaForm, 'products'>({ name: 'products' });
  const chosen = new Set<SoaProduct>(field.value);
  const toggle = (p: SoaProduct) => {
    const next = new Set(chosen);
    if (next.has(p)) next.delete(p);
    else next.add(p);
    field.onChange(SOA_PRODUCTS.filter((x) => next.has(x)));
  };
  return (
    <fieldset css={fieldsetReset} aria-describedby="soa-products-error">
      <legend css={{ fontWeight: 700, padding: 0, marginBottom: 8 }}>{m.productsLegend}</legend>
      <div css={{ display: 'grid', gap: 4 }}>
        {SOA_PRODUCTS.map((p) => (
          <label
            key={p}
            css={{ display: 'flex', gap: 12, alignItems: 'center', minHeight: 48, cursor: 'pointer' }}
          >
            <input
              type="checkbox"
              name="products"
              value={p}
              checked={chosen.has(p)}
              onChange={() => toggle(p)}
              onBlur={field.onBlur}
              css={{ width: 28, height: 28, flex: 'none', ...focusRing }}
            />
            {m.products[p]}
          </label>
        ))}
      </div>
      <span id="soa-products-error" aria-live="polite" css={{ color: theme.bad, fontWeight: 700 }}>
        {fieldState.error?.message}
      </span>
    </fieldset>
  );
};

const SoaFormPanel = () => {
  const m = useMessages(soaMessages);
  const language = useLanguage();
  const { session, consumer } = useHost();
  const navigate = useNavigate();
  const from = (useLocation().state ?? {}) as SoaNavState;
  const create = useCreateSoaMutation();
  const [error, setError] = useState<string | null>(null);
  const form = useZodForm(soaFormSchema, {
    defaultValues: {
      products: [],
      firstName: consumer.firstName ?? '',
      lastName: consumer.lastName ?? '',
      role: 'beneficiary',
      repName: '',
      repRelationship: '',
    },
  });
  const role = form.watch('role');

  const onValid = async (v: SoaForm) => {
    setError(null);
    try {
      const soa = await create.mutateAsync({
        products: v.products,
        beneficiary: { firstName: v.firstName, lastName: v.lastName },
        signer:
          v.role === 'beneficiary'
            ? { role: 'beneficiary' }
            : { role: 'authorized_representative', name: v.repName, relationship: v.repRelationship },
        ...(from.meetingId ? { meetingId: from.meetingId } : {}),
        // The document is written in the language the form was filled in.
        language,
      });
      const state: SoaNavState = { websiteReferenceId: session?.websiteReferenceId };
      navigate(routeHref('esign', { documentId: soa.documentId }), { state });
    } catch (e) {
      setError(refusalMessage(e, m.failed));
    }
  };

  return (
    <Form form={form} onValid={onValid} css={{ display: 'grid', gap: 20 }} aria-label={m.title}>
      <ProductsField />
      <fieldset css={{ ...fieldsetReset, display: 'grid', gap: 12 }}>
        <legend css={{ fontWeight: 700, fontSize: 22, padding: 0, marginBottom: 8 }}>
          {m.beneficiaryTitle}
        </legend>
        <FormTextField<SoaForm> name="firstName" kind="givenName" label={m.firstName} />
        <FormTextField<SoaForm> name="lastName" kind="familyName" label={m.lastName} />
      </fieldset>
      <FormRadioGroup<SoaForm, SoaForm['role']>
        name="role"
        legend={m.signerLegend}
        options={[
          { value: 'beneficiary', label: m.signerBeneficiary },
          { value: 'authorized_representative', label: m.signerRepresentative },
        ]}
      />
      {role === 'authorized_representative' ? (
        <>
          <FormTextField<SoaForm> name="repName" label={m.repName} autoComplete="name" />
          <FormTextField<SoaForm> name="repRelationship" label={m.repRelationship} />
        </>
      ) : null}
      <p role="alert" css={{ margin: 0, color: theme.bad, fontWeight: 700 }}>
        {error}
      </p>
      <div>
        <SubmitButton busy={create.isPending}>{m.continue}</SubmitButton>
      </div>
    </Form>
  );
};
