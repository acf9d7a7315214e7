/**
 * E-sign documents on the database: created with their canonical text and SHA-256, consented to, signed
 * once. The update that signs names the hash the signer saw and requires it to be the stored one, no
 * earlier signature and no newer version, so a changed document is never signed; a database trigger
 * refuses any change to a signed document as well.
 */
import { randomUUID } from 'node:crypto';
import type { Language } from 'shared-contracts';
import {
  ESIGN_CONSENT,
  ESIGN_MESSAGES,
  type EsignDocument,
  type EsignSignBody,
  SOA_MESSAGES,
} from 'shared-contracts/api';
import type { Db, Queryable } from '../../db/db';
import {
  bytesSha256,
  canonicalDocumentText,
  documentSha256,
  renderSignedPdf,
} from '../../domain/signed-document';
import { conflict, fieldError, notFound } from '../../http/errors';
import { API_MESSAGES } from '../../http/messages';
import { DOCUMENT_ERRORS } from './messages';

export type DocumentKind = EsignDocument['kind'];

interface DocumentRow {
  id: string;
  session_id: string;
  kind: DocumentKind;
  title: string;
  body: string;
  sha256: string;
  signer_name: string;
  consent_at: Date | null;
  consent_version: string | null;
  signed_at: Date | null;
  typed_signature: string | null;
  signed_date: string | null;
  signed_ip: string | null;
  signed_user_agent: string | null;
  signed_pdf: string | null;
  pdf_sha256: string | null;
  superseded_at: Date | null;
  created_at: Date;
  language: Language;
}

export interface NewDocument {
  sessionId: string;
  kind: DocumentKind;
  sourceId?: string | null;
  title: string;
  text: string;
  signerName: string;
  /** The language of the text (issue 27): recorded with the exact text shown and signed. */
  language: Language;
}

export const createDocument = async (tx: Queryable, d: NewDocument): Promise<string> => {
  const id = randomUUID();
  const body = canonicalDocumentText(d.text);
  await tx.query(
    `insert into esign_documents (id, session_id, kind, source_id, title, body, sha256, signer_name, language)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      id,
      d.sessionId,
      d.kind,
      d.sourceId ?? null,
      d.title,
      body,
      documentSha256(body),
      d.signerName,
      d.language,
    ],
  );
  return id;
};

/** A newer version replaces this unsigned one: it can no longer be signed. */
export const supersedeDocument = async (tx: Queryable, id: string, now: Date) => {
  const rows = await tx.query(
    'update esign_documents set superseded_at = $2 where id = $1 and signed_at is null returning id',
    [id, now.toISOString()],
  );
  if (rows.length === 0) throw conflict(ESIGN_MESSAGES.alreadySigned);
};

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

const view = (r: DocumentRow): EsignDocument => ({
  documentId: r.id,
  kind: r.kind,
  title: r.title,
  text: r.body,
  sha256: r.sha256,
  signerName: r.signer_name,
  status: r.signed_at
    ? 'signed'
    : r.superseded_at
      ? 'superseded'
      : r.consent_at
        ? 'awaiting_signature'
        : 'awaiting_consent',
  consent: r.consent_at ? { at: iso(r.consent_at) as string, version: r.consent_version ?? '' } : null,
  signature:
    r.signed_at && r.typed_signature && r.signed_date && r.pdf_sha256
      ? {
          typedSignature: r.typed_signature,
          signedAt: iso(r.signed_at) as string,
          signedDate: r.signed_date,
          pdfSha256: r.pdf_sha256,
        }
      : null,
  createdAt: iso(r.created_at) as string,
});

/** The session's document, or 404 (another session's document is never found). */
const ownRow = async (db: Queryable, sessionId: string, id: string) => {
  const [row] = await db.query<DocumentRow>(
    'select * from esign_documents where id = $1 and session_id = $2',
    [id, sessionId],
  );
  if (!row) throw notFound(DOCUMENT_ERRORS.documentNotFound);
  return row;
};

export const readDocument = async (db: Queryable, sessionId: string, id: string) =>
  view(await ownRow(db, sessionId, id));

export interface ClientFacts {
  address: string;
  userAgent: string;
}

export const giveConsent = async (
  db: Queryable,
  sessionId: string,
  id: string,
  client: ClientFacts,
  now: Date,
  language: Language = 'en',
) => {
  const row = await ownRow(db, sessionId, id);
  if (row.signed_at) throw conflict(ESIGN_MESSAGES.alreadySigned);
  if (row.superseded_at) throw conflict(ESIGN_MESSAGES.changed);
  // The first consent is the one on record; agreeing again changes nothing.
  await db.query(
    `update esign_documents set consent_at = $2, consent_version = $3, consent_ip = $4, consent_user_agent = $5,
            consent_language = $6
      where id = $1 and consent_at is null and signed_at is null`,
    [id, now.toISOString(), ESIGN_CONSENT.version, client.address, client.userAgent, language],
  );
  return readDocument(db, sessionId, id);
};

const DAY_MS = 86_400_000;

export const signDocument = async (
  db: Db,
  sessionId: string,
  id: string,
  body: EsignSignBody,
  client: ClientFacts,
  now: Date,
) => {
  const row = await ownRow(db, sessionId, id);
  if (row.signed_at) throw conflict(ESIGN_MESSAGES.alreadySigned);
  if (row.superseded_at || row.sha256 !== body.documentSha256) throw conflict(ESIGN_MESSAGES.changed);
  if (!row.consent_at) throw conflict(ESIGN_MESSAGES.consentFirst);
  // The date written beside the signature is the signer's today: within a day of UTC's, whatever their zone.
  const written = new Date(`${body.signedDate}T12:00:00Z`).getTime();
  if (Math.abs(written - now.getTime()) > 1.5 * DAY_MS)
    throw fieldError('signedDate', API_MESSAGES.todaysDate);
  if (row.kind === 'scope_of_appointment') {
    const started = await db.query(
      `select 1 from scope_of_appointments s join meetings m on m.id = s.meeting_id
        where s.document_id = $1 and m.starts_at <= $2`,
      [id, now.toISOString()],
    );
    if (started.length > 0) throw conflict(SOA_MESSAGES.meetingStarted);
  }
  const pdf = await renderSignedPdf({
    documentId: row.id,
    language: row.language,
    title: row.title,
    canonicalText: row.body,
    sha256: row.sha256,
    signature: {
      signerName: row.signer_name,
      typedSignature: body.typedSignature,
      signedAt: now,
      signedDate: body.signedDate,
      consentAt: new Date(row.consent_at),
      clientAddress: client.address,
      userAgent: client.userAgent,
    },
  });
  const signed = await db.query(
    `update esign_documents
        set signed_at = $3, typed_signature = $4, signed_date = $5, signed_ip = $6, signed_user_agent = $7,
            signed_pdf = $8, pdf_sha256 = $9
      where id = $1 and session_id = $2 and signed_at is null and superseded_at is null and sha256 = $10
        and consent_at is not null
      returning id`,
    [
      id,
      sessionId,
      now.toISOString(),
      body.typedSignature,
      body.signedDate,
      client.address,
      client.userAgent,
      Buffer.from(pdf).toString('base64'),
      bytesSha256(pdf),
      body.documentSha256,
    ],
  );
  // Lost a race with another signature (or a new version) between the read and the update.
  if (signed.length === 0) throw conflict(ESIGN_MESSAGES.alreadySigned);
  return readDocument(db, sessionId, id);
};

export const signedPdf = async (db: Queryable, sessionId: string, id: string) => {
  const row = await ownRow(db, sessionId, id);
  if (!row.signed_pdf) throw conflict(ESIGN_MESSAGES.notSigned);
  return new Uint8Array(Buffer.from(row.signed_pdf, 'base64'));
};
