import { createHash } from 'node:crypto';
import {
  ESIGN_CONSENT,
  ESIGN_MESSAGES,
  esignDocumentSchema,
  scopeOfAppointmentSchema,
} from 'shared-contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_NAME } from '../../domain/signed-document';
import { createTestApi, type TestApi } from '../../test/harness';
import { readPdf } from '../../test/pdf';
import { enrollmentBody } from '../../test/samples';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const today = () => new Date().toISOString().slice(0, 10);
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) TestBrowser/1.0';

/** A session with a scope of appointment to sign (its document). */
const soaDocument = async () => {
  const s = await api.newLeadSession();
  const res = await api.request('POST', '/consumer/scope-of-appointments', {
    token: s.token,
    body: {
      products: ['medicare_advantage', 'part_d'],
      beneficiary: { firstName: 'Dorothy', lastName: 'Sample' },
      signer: { role: 'beneficiary' },
    },
  });
  expect(res.status).toBe(201);
  const soa = scopeOfAppointmentSchema.parse(res.body);
  return { session: s, soa, documentId: soa.documentId };
};

const doc = (token: string | null, id: string) =>
  api.request('GET', `/consumer/esign/documents/${id}`, { token });
const consent = (
  token: string | null,
  id: string,
  body: unknown = { agree: true, consentVersion: ESIGN_CONSENT.version },
) =>
  api.request('POST', `/consumer/esign/documents/${id}/consent`, {
    token,
    body,
    headers: { 'user-agent': BROWSER },
  });
const sign = (token: string | null, id: string, body: Record<string, unknown>) =>
  api.request('POST', `/consumer/esign/documents/${id}/signature`, {
    token,
    body: { typedSignature: 'Dorothy Sample', signedDate: today(), ...body },
    headers: { 'user-agent': BROWSER },
  });
const pdfBytes = async (token: string, id: string) => {
  const res = await api.app.request(`/consumer/esign/documents/${id}/pdf`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
};

describe('e-sign: consent, the whole document, a typed signature, the signed PDF', () => {
  it('signs once after consent; the PDF embeds the exact text and its hashes match the record', async () => {
    const { session, documentId } = await soaDocument();
    const shown = esignDocumentSchema.parse((await doc(session.token, documentId)).body);
    expect(shown).toMatchObject({
      kind: 'scope_of_appointment',
      status: 'awaiting_consent',
      signature: null,
    });
    expect(shown.text).toContain('Medicare Advantage Plans (Part C) and Cost Plans');
    expect(shown.sha256).toBe(sha256(shown.text));

    const early = await sign(session.token, documentId, { documentSha256: shown.sha256 });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(ESIGN_MESSAGES.consentFirst);

    const agreed = await consent(session.token, documentId);
    expect(agreed.status).toBe(200);
    expect(agreed.body).toMatchObject({
      status: 'awaiting_signature',
      consent: { version: ESIGN_CONSENT.version },
    });

    const signed = await sign(session.token, documentId, { documentSha256: shown.sha256 });
    expect(signed.status).toBe(200);
    const record = esignDocumentSchema.parse(signed.body);
    expect(record.status).toBe('signed');
    expect(record.signature).toMatchObject({ typedSignature: 'Dorothy Sample', signedDate: today() });
    const [stored] = await api.db.query<Record<string, unknown>>(
      'select signer_name, signed_ip, signed_user_agent, consent_user_agent, sha256 from esign_documents where id = $1',
      [documentId],
    );
    expect(stored).toEqual({
      signer_name: 'Dorothy Sample',
      signed_ip: 'local',
      signed_user_agent: BROWSER,
      consent_user_agent: BROWSER,
      sha256: shown.sha256,
    });

    const pdf = await pdfBytes(session.token, documentId);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(sha256(pdf.bytes)).toBe(record.signature?.pdfSha256);
    const read = await readPdf(pdf.bytes);
    const embedded = read.attachments.get(ATTACHMENT_NAME) as Uint8Array;
    expect(new TextDecoder().decode(embedded)).toBe(shown.text);
    expect(sha256(embedded)).toBe(shown.sha256);
    expect(read.subject).toBe(`SHA-256 ${shown.sha256}`);
    // The signed copy is fixed at signing: the next download is the same bytes.
    expect(sha256((await pdfBytes(session.token, documentId)).bytes)).toBe(record.signature?.pdfSha256);

    const second = await sign(session.token, documentId, { documentSha256: shown.sha256 });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(ESIGN_MESSAGES.alreadySigned);
  });

  it('refuses a changed document: the hash the signer saw must be the stored one, and a replaced version is never signed', async () => {
    const { session, soa, documentId } = await soaDocument();
    const shown = esignDocumentSchema.parse((await doc(session.token, documentId)).body);
    await consent(session.token, documentId);
    const tampered = await sign(session.token, documentId, { documentSha256: sha256(`${shown.text}x`) });
    expect(tampered.status).toBe(409);
    expect(tampered.body.message).toBe(ESIGN_MESSAGES.changed);

    // The products change after the person opened the document: the version they read is replaced.
    const changed = await api.request('PATCH', `/consumer/scope-of-appointments/${soa.id}`, {
      token: session.token,
      body: { products: ['medicare_supplement'] },
    });
    expect(changed.status).toBe(200);
    const stale = await sign(session.token, documentId, { documentSha256: shown.sha256 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(ESIGN_MESSAGES.changed);
    expect((await doc(session.token, documentId)).body.status).toBe('superseded');

    const current = esignDocumentSchema.parse((await doc(session.token, changed.body.documentId)).body);
    expect(current.text).toContain('Medicare Supplement (Medigap) Products');
    expect(current.text).not.toContain('Medicare Advantage Plans');
    await consent(session.token, current.documentId);
    expect((await sign(session.token, current.documentId, { documentSha256: current.sha256 })).status).toBe(
      200,
    );
  });

  it('refuses any change after signing, in the api and in the database', async () => {
    const { session, soa, documentId } = await soaDocument();
    const shown = esignDocumentSchema.parse((await doc(session.token, documentId)).body);
    await consent(session.token, documentId);
    await sign(session.token, documentId, { documentSha256: shown.sha256 });
    const patch = await api.request('PATCH', `/consumer/scope-of-appointments/${soa.id}`, {
      token: session.token,
      body: { products: ['part_d'] },
    });
    expect(patch.status).toBe(409);
    expect((await consent(session.token, documentId)).status).toBe(409);
    await expect(
      api.db.query("update esign_documents set body = 'changed', typed_signature = 'x' where id = $1", [
        documentId,
      ]),
    ).rejects.toThrow(/signed and cannot change/);
    await expect(api.db.query('delete from esign_documents where id = $1', [documentId])).rejects.toThrow(
      /signed and cannot change/,
    );
    expect(esignDocumentSchema.parse((await doc(session.token, documentId)).body).text).toBe(shown.text);
  });

  it.each([
    [{ typedSignature: ' ' }, 'typedSignature'],
    [{ signedDate: '2020-01-01' }, 'signedDate'],
    [{ signedDate: 'today' }, 'signedDate'],
    [{ documentSha256: 'abc' }, 'documentSha256'],
  ])('answers 400 for a signature with %j', async (patch, path) => {
    const { session, documentId } = await soaDocument();
    const shown = esignDocumentSchema.parse((await doc(session.token, documentId)).body);
    await consent(session.token, documentId);
    const res = await sign(session.token, documentId, { documentSha256: shown.sha256, ...patch });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { path: string }) => i.path)).toContain(path);
  });

  it('answers 400 for a consent that does not agree or names another disclosure, and for a bad id', async () => {
    const { session, documentId } = await soaDocument();
    for (const body of [
      { agree: false, consentVersion: ESIGN_CONSENT.version },
      { agree: true, consentVersion: 'v0' },
      {},
    ]) {
      expect((await consent(session.token, documentId, body)).status).toBe(400);
    }
    expect((await doc(session.token, 'D1001')).status).toBe(400);
  });

  it("keeps sessions apart: another session's reads and writes answer 404 and change nothing; 401 without a token", async () => {
    const { session, documentId } = await soaDocument();
    const before = (await doc(session.token, documentId)).body;
    const stranger = await api.newLeadSession();
    expect((await doc(stranger.token, documentId)).status).toBe(404);
    expect((await consent(stranger.token, documentId)).status).toBe(404);
    expect((await sign(stranger.token, documentId, { documentSha256: before.sha256 })).status).toBe(404);
    expect((await pdfBytes(stranger.token, documentId)).status).toBe(404);
    expect((await doc(session.token, documentId)).body).toEqual(before);
    for (const token of [null, 'garbage']) {
      expect((await doc(token, documentId)).status).toBe(401);
      expect((await consent(token, documentId)).status).toBe(401);
      expect((await sign(token, documentId, { documentSha256: before.sha256 })).status).toBe(401);
    }
    const unsigned = await pdfBytes(session.token, documentId);
    expect(unsigned.status).toBe(409);
  });
});

describe('POST /consumer/esign/documents (enrollment application summary)', () => {
  it("makes the summary of one of the session's enrollment hand-offs; never another session's", async () => {
    const s = await api.newSession();
    const plan = await api.firstPlan(s.token);
    const handOff = await api.request('POST', '/consumer/plans/enrollment', {
      token: s.token,
      body: enrollmentBody(plan.id, plan.carrierName, { effectiveDates: ['2027-01-01'] }),
    });
    expect(handOff.status).toBe(201);
    const enrollmentId = handOff.body.cntr.enrollmentId;
    const res = await api.request('POST', '/consumer/esign/documents', {
      token: s.token,
      body: { kind: 'enrollment_application', enrollmentId },
    });
    expect(res.status).toBe(201);
    const summary = esignDocumentSchema.parse(res.body);
    expect(summary).toMatchObject({ kind: 'enrollment_application', signerName: 'Maria Lopez' });
    expect(summary.text).toContain(`Plan: ${plan?.planName}`);
    expect(summary.text).toContain('Medicare number: ****-***-MK73');
    expect(summary.text).not.toContain('1EG4-TE5-MK73');

    const stranger = await api.newSession();
    const cross = await api.request('POST', '/consumer/esign/documents', {
      token: stranger.token,
      body: { kind: 'enrollment_application', enrollmentId },
    });
    expect(cross.status).toBe(400);
    expect(cross.body.issues).toEqual([{ path: 'enrollmentId', message: ESIGN_MESSAGES.unknownEnrollment }]);
    for (const body of [{ kind: 'scope_of_appointment', enrollmentId }, { kind: 'enrollment_application' }]) {
      expect((await api.request('POST', '/consumer/esign/documents', { token: s.token, body })).status).toBe(
        400,
      );
    }
    expect((await api.request('POST', '/consumer/esign/documents', { body: { enrollmentId } })).status).toBe(
      401,
    );
  });

  it('writes the summary in the language of the visit, records it and signs it in that language', async () => {
    const s = await api.newSession();
    const plan = await api.firstPlan(s.token);
    const handOff = await api.request('POST', '/consumer/plans/enrollment', {
      token: s.token,
      body: enrollmentBody(plan.id, plan.carrierName, { effectiveDates: ['2027-01-01'] }),
    });
    const res = await api.request('POST', '/consumer/esign/documents', {
      token: s.token,
      body: { kind: 'enrollment_application', enrollmentId: handOff.body.cntr.enrollmentId },
      headers: { 'accept-language': 'es-US,es;q=0.9' },
    });
    expect(res.status).toBe(201);
    const summary = esignDocumentSchema.parse(res.body);
    expect(summary.title).toBe('Resumen de la solicitud de inscripción');
    expect(summary.text).toContain('La cobertura empezaría el: 1 de enero de 2027');
    expect(summary.text).toContain('Número de Medicare: ****-***-MK73');
    expect(summary.text).not.toMatch(/Insurance company|Applicant|not given/);
    const [stored] = await api.db.query<{ language: string }>(
      'select language from esign_documents where id = $1',
      [summary.documentId],
    );
    expect(stored?.language).toBe('es');

    expect((await consent(s.token, summary.documentId)).status).toBe(200);
    const signed = await sign(s.token, summary.documentId, {
      typedSignature: 'Maria Lopez',
      documentSha256: summary.sha256,
    });
    expect(signed.status).toBe(200);
    const read = await readPdf((await pdfBytes(s.token, summary.documentId)).bytes);
    expect(read.title).toBe('Resumen de la solicitud de inscripción');
    expect(read.lines).toContain('Registro de la firma electrónica');
    expect(read.lines).toContain('Firmado por: Maria Lopez');
    expect(read.lines.join('\n')).not.toMatch(/Signed by|Electronic signature record/);
  });
});
