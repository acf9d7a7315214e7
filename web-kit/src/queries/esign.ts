/**
 * E-sign (extension): a session's document, consent to do business electronically, the typed
 * signature and the signed PDF. A signature also signs the scope of appointment it belongs to.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ESIGN_CONSENT, type EsignDocument, type EsignSignBody } from 'shared-contracts/api/esign';
import { esignEndpoints } from 'shared-contracts/endpoints/esign';
import { useHost } from 'shared-contracts/react';
import { useLanguage } from 'web-kit/i18n';
import { memberKeys } from 'web-kit/queries/member';
import { soaKeys } from 'web-kit/queries/soa';

export const esignKeys = {
  all: ['esign'] as const,
  document: (documentId: string) => ['esign', documentId] as const,
};

export const useEsignDocumentQuery = (documentId: string | undefined) => {
  const { session, api } = useHost();
  return useQuery({
    queryKey: esignKeys.document(documentId ?? ''),
    queryFn: ({ signal }) =>
      api.call(esignEndpoints.document, { params: { documentId: documentId ?? '' } }, { signal }),
    enabled: session !== null && !!documentId,
  });
};

const useDocumentChanged = () => {
  const queryClient = useQueryClient();
  return async (document: EsignDocument) => {
    queryClient.setQueryData(esignKeys.document(document.documentId), document);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: soaKeys.all }),
      queryClient.invalidateQueries({ queryKey: memberKeys.all }),
    ]);
  };
};

export const useEsignConsentMutation = (documentId: string) => {
  const { api } = useHost();
  const language = useLanguage();
  const changed = useDocumentChanged();
  return useMutation({
    mutationFn: () =>
      api.call(esignEndpoints.consent, {
        params: { documentId },
        body: { agree: true, consentVersion: ESIGN_CONSENT.version, language },
      }),
    onSuccess: changed,
  });
};

export const useEsignSignMutation = (documentId: string) => {
  const { api } = useHost();
  const changed = useDocumentChanged();
  return useMutation({
    mutationFn: (body: EsignSignBody) => api.call(esignEndpoints.sign, { params: { documentId }, body }),
    onSuccess: changed,
  });
};

/** The signed copy (application/pdf), read when asked for. */
export const useSignedPdf = (documentId: string) => {
  const { api } = useHost();
  return useMutation({
    mutationFn: () => api.call(esignEndpoints.signedPdf, { params: { documentId } }),
  });
};
