/**
 * EXTENSION (not in spec 7): electronic signature of a scope of appointment or an enrollment
 * application summary: consent first (ESIGN Act), the whole document, a typed signature, the signed PDF.
 */
import { fileAnswerSchema } from '../api/common';
import {
  esignConsentBodySchema,
  esignCreateBodySchema,
  esignDocumentParamsSchema,
  esignDocumentSchema,
  esignSignBodySchema,
} from '../api/esign';
import { defineEndpoint } from './endpoint';

export const esignEndpoints = {
  createApplicationSummary: defineEndpoint({
    service: 'consumer',
    method: 'post',
    path: 'esign/documents',
    summary:
      "Extension: an enrollment application summary to sign, made from one of the session's enrollment hand-offs",
    auth: 'session',
    body: esignCreateBodySchema,
    response: esignDocumentSchema,
    status: 201,
  }),
  document: defineEndpoint({
    service: 'consumer',
    method: 'get',
    path: 'esign/documents/{documentId}',
    summary: "Extension: one of the session's documents in full, with its SHA-256, consent and signature",
    auth: 'session',
    params: esignDocumentParamsSchema,
    response: esignDocumentSchema,
  }),
  consent: defineEndpoint({
    service: 'consumer',
    method: 'post',
    path: 'esign/documents/{documentId}/consent',
    summary: 'Extension: consent to do business electronically (ESIGN Act), before signing',
    auth: 'session',
    params: esignDocumentParamsSchema,
    body: esignConsentBodySchema,
    response: esignDocumentSchema,
  }),
  sign: defineEndpoint({
    service: 'consumer',
    method: 'post',
    path: 'esign/documents/{documentId}/signature',
    summary:
      'Extension: sign with a typed name and date; stores signer, time, client address, user agent and the SHA-256 signed; 409 for a second signature or a changed document',
    auth: 'session',
    params: esignDocumentParamsSchema,
    body: esignSignBodySchema,
    response: esignDocumentSchema,
  }),
  signedPdf: defineEndpoint({
    service: 'consumer',
    method: 'get',
    path: 'esign/documents/{documentId}/pdf',
    summary:
      'Extension: the signed copy as a PDF (the exact signed text is embedded; its SHA-256 is in the record)',
    auth: 'session',
    params: esignDocumentParamsSchema,
    response: fileAnswerSchema,
    produces: 'application/pdf',
  }),
};
