/**
 * A lead form's save: the consent text it shows (fixed when the form is first shown, with its version and
 * time) goes with the lead as `permissionToContactText`, so what is stored is exactly what was read.
 */
import { useState } from 'react';
import { useHost } from 'shared-contracts/react';
import { type LeadInput, useCreateLeadMutation } from '../queries/leads';
import { consentText, permissionToContact } from './consent';

export const useLeadCapture = (buttonLabel: string) => {
  const { phone } = useHost();
  const [shownAt] = useState(() => new Date());
  const text = consentText(buttonLabel, phone);
  const mutation = useCreateLeadMutation();
  const save = (lead: Omit<LeadInput, 'permissionToContactText' | 'agreeToTerms'>) =>
    mutation.mutateAsync({
      ...lead,
      agreeToTerms: true,
      permissionToContactText: permissionToContact(text, shownAt),
    });
  return { consentText: text, save, saving: mutation.isPending, failed: mutation.isError };
};
