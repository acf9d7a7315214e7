import { useEffect, useState } from 'react';
import { birthDateSchema, emailSchema, phoneSchema, zipSchema } from 'shared-contracts';
import { requiredText } from 'shared-contracts/api/common';
import type { MemberAccount } from 'shared-contracts/api/member';
import { isoToUs, usDateToIso } from 'shared-contracts/dates';
import { z } from 'shared-contracts/zod';
import { Form, FormTextField, SubmitButton, useZodForm } from 'web-kit/forms';
import { useMessages } from 'web-kit/i18n';
import { useUpdateMemberAccountMutation } from 'web-kit/queries/member';
import { theme } from 'web-kit/theme';
import { refusalMessage } from '../common';
import { type DetailsDraft, dropDetailsDraft, keepDetailsDraft, readDetailsDraft } from './details-draft';
import { yourInformationMessages } from './messages';

const detailsSchema = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  emailAddress: emailSchema,
  phoneNumber: phoneSchema,
  dateOfBirth: birthDateSchema(),
  zip: zipSchema,
});
type Details = z.output<typeof detailsSchema>;

const valuesOf = (a: MemberAccount): DetailsDraft => ({
  firstName: a.firstName,
  lastName: a.lastName,
  emailAddress: a.emailAddress ?? '',
  phoneNumber: a.phoneNumber ?? '',
  dateOfBirth: a.dateOfBirth ? isoToUs(a.dateOfBirth) : '',
  zip: a.zip,
});

/**
 * The member's own details, saved with PATCH; a changed ZIP moves their county and time zone. What they
 * type is kept until saved (details-draft.ts) and comes back when the form opens again.
 */
export const DetailsForm = ({ account }: { account: MemberAccount }) => {
  const m = useMessages(yourInformationMessages);
  const save = useUpdateMemberAccountMutation(account.accountId);
  const [draft] = useState(() => readDetailsDraft(account.accountId));
  const form = useZodForm(detailsSchema, { defaultValues: draft ?? valuesOf(account), mode: 'onTouched' });
  const [status, setStatus] = useState<{ ok: boolean; text: string } | 'draft kept' | null>(
    draft ? 'draft kept' : null,
  );
  // In the words of the page's language, which may arrive after the form opens.
  const shown = status === 'draft kept' ? { ok: true, text: m.draftKept } : status;
  useEffect(() => {
    const sub = form.watch((typed) =>
      keepDetailsDraft(account.accountId, typed as DetailsDraft, valuesOf(account)),
    );
    return () => sub.unsubscribe();
  }, [form, account]);

  const onValid = async (d: Details) => {
    setStatus(null);
    try {
      const saved = await save.mutateAsync({
        firstName: d.firstName,
        lastName: d.lastName,
        emailAddress: d.emailAddress,
        phoneNumber: d.phoneNumber,
        dateOfBirth: usDateToIso(d.dateOfBirth) ?? undefined,
        ...(d.zip !== account.zip ? { zip: d.zip } : {}),
      });
      form.reset(valuesOf(saved));
      dropDetailsDraft(account.accountId);
      setStatus({ ok: true, text: m.saved });
    } catch (e) {
      setStatus({ ok: false, text: refusalMessage(e, m.saveFailed) });
    }
  };

  return (
    <Form form={form} onValid={onValid} css={{ display: 'grid', gap: 16 }} aria-labelledby="details-title">
      <FormTextField<Details> name="firstName" kind="givenName" label={m.firstName} />
      <FormTextField<Details> name="lastName" kind="familyName" label={m.lastName} />
      <FormTextField<Details> name="emailAddress" kind="email" label={m.email} />
      <FormTextField<Details> name="phoneNumber" kind="phone" label={m.phone} />
      <FormTextField<Details>
        name="dateOfBirth"
        label={m.birthDate}
        hint={m.birthDateHint}
        inputMode="numeric"
        autoComplete="bday"
      />
      <FormTextField<Details> name="zip" kind="zip" label={m.zip} hint={m.county(account.countyName)} />
      <p
        role="status"
        css={{
          margin: 0,
          fontWeight: 700,
          minHeight: 27,
          color: shown?.ok === false ? theme.bad : theme.good,
        }}
      >
        {shown?.text}
      </p>
      <div>
        <SubmitButton busy={save.isPending}>{m.save}</SubmitButton>
      </div>
    </Form>
  );
};
