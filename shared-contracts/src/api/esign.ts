/**
 * E-sign (extension): a document shown in full, consent to do business electronically first (ESIGN Act,
 * 15 U.S.C. 7001(c)), then a typed signature. The api keeps signer, time, client address, user agent
 * and the SHA-256 of the exact text, refuses a second signature or any change after signing, and
 * returns the signed copy as a PDF.
 */
import * as z from 'zod/mini';
import { DEFAULT_SITE_PHONE, TTY } from '../constants';
import { LANGUAGES } from '../language';
import { lazySchema } from '../lazy-schema';
import { isoDateSchema, requiredText, uuidSchema } from './common';

export const ESIGN_DOCUMENT_KINDS = ['scope_of_appointment', 'enrollment_application'] as const;
export const esignDocumentKindSchema = lazySchema(() => z.enum(ESIGN_DOCUMENT_KINDS));

/** The disclosure shown before consent; its version is stored with the consent. */
export const ESIGN_CONSENT = {
  version: 'esign-consent-2026-11',
  title: 'Consent to do business electronically',
  text: [
    'Before you sign, please read this.',
    'If you agree, we will give you this document and your signed copy electronically, and you will sign it electronically by typing your name. An electronic signature has the same effect as one on paper.',
    `You may ask for a paper copy at no charge, and you may withdraw this consent at any time, by calling ${DEFAULT_SITE_PHONE} (TTY: ${TTY}). Withdrawing does not undo a document you already signed.`,
    'To read, sign and keep this document you need a device with a current web browser and a way to open or print PDF files.',
    'This consent covers the document shown on this page.',
  ],
} as const;

export const esignDocumentParamsSchema = lazySchema(() => z.object({ documentId: uuidSchema }));

export const esignCreateBodySchema = lazySchema(() =>
  z.object({
    kind: z.literal('enrollment_application'),
    /** The enrollment hand-off (POST /plans/enrollment) the summary is made from. */
    enrollmentId: uuidSchema,
  }),
);

export const esignConsentBodySchema = lazySchema(() =>
  z.object({
    agree: z.literal(true),
    consentVersion: z.literal(ESIGN_CONSENT.version),
    /** The language the disclosure was shown in (issue 27); English when not given. */
    language: z.optional(z.enum(LANGUAGES)),
  }),
);

/** The SHA-256 (lower-case hex) of the document as shown, so a changed document is never signed. */
export const sha256HexSchema = lazySchema(() =>
  z.string().check(z.regex(/^[0-9a-f]{64}$/, 'Invalid SHA-256')),
);

export const esignSignBodySchema = lazySchema(() =>
  z.object({
    typedSignature: requiredText(200),
    /** The date the signer writes beside the signature (YYYY-MM-DD). */
    signedDate: isoDateSchema,
    documentSha256: sha256HexSchema,
  }),
);
export type EsignSignBody = z.infer<typeof esignSignBodySchema>;

export const ESIGN_STATUSES = ['awaiting_consent', 'awaiting_signature', 'signed', 'superseded'] as const;

export const esignDocumentSchema = lazySchema(() =>
  z.object({
    documentId: z.string(),
    kind: esignDocumentKindSchema,
    title: z.string(),
    /** The whole document, exactly the text that is hashed and signed. */
    text: z.string(),
    sha256: z.string(),
    signerName: z.string(),
    status: z.enum(ESIGN_STATUSES),
    consent: z.nullable(z.object({ at: z.string(), version: z.string() })),
    signature: z.nullable(
      z.object({
        typedSignature: z.string(),
        signedAt: z.string(),
        signedDate: z.string(),
        /** SHA-256 of the signed PDF's bytes, as fixed at signing. */
        pdfSha256: z.string(),
      }),
    ),
    createdAt: z.string(),
  }),
);
export type EsignDocument = z.infer<typeof esignDocumentSchema>;

export const ESIGN_MESSAGES = {
  consentFirst: 'Please agree to do business electronically before you sign.',
  alreadySigned: 'This document is already signed.',
  changed: 'This document has changed since you opened it. Please read it again before you sign.',
  notSigned: 'This document is not signed yet.',
  unknownEnrollment: 'No such enrollment for this session',
} as const;
