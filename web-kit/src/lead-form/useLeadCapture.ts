/**
 * A lead form's save: the consent text it shows (fixed when the form is first shown, with its version and
 * time) goes with the lead as `permissionToContactText`, so what is stored is exactly what was read; once
 * the lead is saved the host's app state keeps it too.
 */
import { useState } from 'react';
import { useHost } from 'shared-contracts/react';
import { useLanguage, useMessages } from 'web-kit/i18n';
import { type LeadInput, useCreateLeadMutation } from 'web-kit/queries/leads';
import { consentMessages, permissionToContact } from './consent';

export const useLeadCapture = (buttonLabel: string) => {
  const { phone, events } = useHost();
  const [shownAt] = useState(() => new Date());
  const language = useLanguage();
  const text = useMessages(consentMessages).text(buttonLabel, phone);
  const mutation = useCreateLeadMutation();
  const save = async (lead: Omit<LeadInput, 'permissionToContactText' | 'agreeToTerms'>) => {
    const permissionToContactText = permissionToContact(text, shownAt, language);
    const saved = await mutation.mutateAsync({ ...lead, agreeToTerms: true, permissionToContactText });
    // The host keeps what the person agreed to (spec 3 agreeToTerms, permissionToContactText).
    events.emit('consumer:consented', { permissionToContactText });
    return saved;
  };
  return { consentText: text, save, saving: mutation.isPending, failed: mutation.isError };
};
