/**
 * Scopes of appointment: what the person agreed to discuss, stored before the meeting and signed as an
 * e-sign document. Changing the products before signing makes a new document version; after signing
 * nothing changes.
 */
import { randomUUID } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { Language } from 'shared-contracts';
import {
  type AgentSoaRecord,
  type ScopeOfAppointment,
  SOA_MESSAGES,
  type SoaCreateBody,
  type SoaProduct,
} from 'shared-contracts/api';
import type { Db, Queryable } from '../../db/db';
import { conflict, fieldError, notFound } from '../../http/errors';
import { createDocument, supersedeDocument } from '../esign/public';
import { SOA_ERRORS, SOA_TITLE, type SoaFacts, soaText } from './messages';

/** The meeting's time in the document's language, in the meeting's time zone. */
const meetingWhen = (meeting: Pick<MeetingFacts, 'starts_at' | 'time_zone'>, language: Language) => {
  const at = new Date(meeting.starts_at);
  if (language === 'en')
    return format(new TZDate(at.getTime(), meeting.time_zone), "EEEE, MMMM d, yyyy 'at' h:mm a (zzz)");
  const timeZone = meeting.time_zone;
  const when = new Intl.DateTimeFormat('es-US', { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(
    at,
  );
  const zone = new Intl.DateTimeFormat('es-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return zone ? `${when} (${zone})` : when;
};

interface SoaRow {
  id: string;
  session_id: string;
  meeting_id: string | null;
  agent_uuid: string | null;
  products: SoaProduct[];
  beneficiary_first_name: string;
  beneficiary_last_name: string;
  signer_role: 'beneficiary' | 'authorized_representative';
  representative_name: string | null;
  representative_relationship: string | null;
  document_id: string;
  created_at: Date;
  signed_at: Date | null;
  /** The language of its document (issue 27). */
  language: Language;
}

const SELECT = `select s.*, d.signed_at, d.language from scope_of_appointments s join esign_documents d on d.id = s.document_id`;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

const view = (r: SoaRow): ScopeOfAppointment => ({
  id: r.id,
  products: r.products,
  beneficiary: { firstName: r.beneficiary_first_name, lastName: r.beneficiary_last_name },
  signer: {
    role: r.signer_role,
    name: r.representative_name ?? `${r.beneficiary_first_name} ${r.beneficiary_last_name}`,
    relationship: r.representative_relationship,
  },
  meetingId: r.meeting_id,
  documentId: r.document_id,
  signedAt: iso(r.signed_at),
  createdAt: iso(r.created_at) as string,
});

interface MeetingFacts {
  id: string;
  agent_uuid: string;
  starts_at: Date;
  time_zone: string;
  status: string;
  agent_name: string;
}

const meetingOf = async (db: Queryable, sessionId: string, meetingId: string) => {
  const [m] = await db.query<MeetingFacts>(
    `select m.id, m.agent_uuid, m.starts_at, m.time_zone, m.status, a.first_name || ' ' || a.last_name as agent_name
       from meetings m join agents a on a.uuid = m.agent_uuid where m.id = $1 and m.session_id = $2`,
    [meetingId, sessionId],
  );
  return m ?? null;
};

const factsOf = (
  products: readonly SoaProduct[],
  r: Pick<
    SoaRow,
    | 'beneficiary_first_name'
    | 'beneficiary_last_name'
    | 'signer_role'
    | 'representative_name'
    | 'representative_relationship'
  >,
  meeting: MeetingFacts | null,
  language: Language,
): SoaFacts => ({
  products,
  beneficiaryName: `${r.beneficiary_first_name} ${r.beneficiary_last_name}`,
  signer:
    r.signer_role === 'authorized_representative' && r.representative_name && r.representative_relationship
      ? {
          role: 'authorized_representative',
          name: r.representative_name,
          relationship: r.representative_relationship,
        }
      : { role: 'beneficiary' },
  meeting: meeting
    ? {
        when: meetingWhen(meeting, language),
        agentName: meeting.agent_name,
      }
    : null,
});

const signerName = (
  r: Pick<SoaRow, 'representative_name' | 'beneficiary_first_name' | 'beneficiary_last_name'>,
) => r.representative_name ?? `${r.beneficiary_first_name} ${r.beneficiary_last_name}`;

export const readSoa = async (db: Queryable, sessionId: string, id: string) => {
  const [row] = await db.query<SoaRow>(`${SELECT} where s.id = $1 and s.session_id = $2`, [id, sessionId]);
  if (!row) throw notFound(SOA_ERRORS.soaNotFound);
  return row;
};

export const soaView = view;

export const createSoa = async (db: Db, sessionId: string, body: SoaCreateBody, now: Date) => {
  const meeting = body.meetingId ? await meetingOf(db, sessionId, body.meetingId) : null;
  if (body.meetingId && meeting?.status !== 'booked')
    throw fieldError('meetingId', SOA_MESSAGES.unknownMeeting);
  if (meeting && new Date(meeting.starts_at) <= now) throw conflict(SOA_MESSAGES.meetingStarted);
  const [session] = await db.query<{ agent_uuid: string | null }>(
    'select agent_uuid from sessions where id = $1',
    [sessionId],
  );
  const row = {
    beneficiary_first_name: body.beneficiary.firstName,
    beneficiary_last_name: body.beneficiary.lastName,
    signer_role: body.signer.role,
    representative_name: body.signer.role === 'authorized_representative' ? body.signer.name : null,
    representative_relationship:
      body.signer.role === 'authorized_representative' ? body.signer.relationship : null,
  };
  const language = body.language ?? 'en';
  const id = randomUUID();
  await db.transaction(async (tx) => {
    const documentId = await createDocument(tx, {
      sessionId,
      kind: 'scope_of_appointment',
      title: SOA_TITLE[language],
      text: soaText(factsOf(body.products, row, meeting, language), language),
      language,
      signerName: signerName(row),
    });
    await tx.query(
      `insert into scope_of_appointments (id, session_id, meeting_id, agent_uuid, products, beneficiary_first_name,
         beneficiary_last_name, signer_role, representative_name, representative_relationship, document_id)
       values ($1, $2, $3, $4, $5::text[], $6, $7, $8, $9, $10, $11)`,
      [
        id,
        sessionId,
        meeting?.id ?? null,
        meeting?.agent_uuid ?? session?.agent_uuid ?? null,
        body.products,
        row.beneficiary_first_name,
        row.beneficiary_last_name,
        row.signer_role,
        row.representative_name,
        row.representative_relationship,
        documentId,
      ],
    );
  });
  return view(await readSoa(db, sessionId, id));
};

export const updateSoaProducts = async (
  db: Db,
  sessionId: string,
  id: string,
  products: SoaProduct[],
  now: Date,
) => {
  const row = await readSoa(db, sessionId, id);
  if (row.signed_at) throw conflict(SOA_MESSAGES.signedAlready);
  const meeting = row.meeting_id ? await meetingOf(db, sessionId, row.meeting_id) : null;
  await db.transaction(async (tx) => {
    await supersedeDocument(tx, row.document_id, now);
    const documentId = await createDocument(tx, {
      sessionId,
      kind: 'scope_of_appointment',
      title: SOA_TITLE[row.language],
      text: soaText(factsOf(products, row, meeting, row.language), row.language),
      language: row.language,
      signerName: signerName(row),
    });
    await tx.query(
      'update scope_of_appointments set products = $2::text[], document_id = $3, updated_at = now() where id = $1',
      [id, products, documentId],
    );
  });
  return view(await readSoa(db, sessionId, id));
};

interface AgentRow extends SoaRow {
  reference_id: string;
  meeting_starts_at: Date | null;
  typed_signature: string | null;
  signed_date: string | null;
  consent_at: Date | null;
  signed_ip: string | null;
  signed_user_agent: string | null;
  sha256: string;
  pdf_sha256: string | null;
}

const agentView = (r: AgentRow): AgentSoaRecord => ({
  ...view(r),
  websiteReferenceId: r.reference_id,
  agentUuid: r.agent_uuid,
  meetingStartsAt: iso(r.meeting_starts_at),
  signature:
    r.signed_at && r.typed_signature && r.signed_date && r.consent_at && r.pdf_sha256
      ? {
          typedSignature: r.typed_signature,
          signedDate: r.signed_date,
          signedAt: iso(r.signed_at) as string,
          consentAt: iso(r.consent_at) as string,
          clientAddress: r.signed_ip ?? '',
          userAgent: r.signed_user_agent ?? '',
          documentSha256: r.sha256,
          pdfSha256: r.pdf_sha256,
        }
      : null,
});

const AGENT_SELECT = `select s.*, d.signed_at, d.typed_signature, d.signed_date, d.consent_at, d.signed_ip,
       d.signed_user_agent, d.sha256, d.pdf_sha256, x.reference_id, m.starts_at as meeting_starts_at
  from scope_of_appointments s
  join esign_documents d on d.id = s.document_id
  join sessions x on x.id = s.session_id
  left join meetings m on m.id = s.meeting_id`;

export const agentSoas = async (
  db: Queryable,
  q: {
    agentUuid?: string | undefined;
    meetingId?: string | undefined;
    websiteReferenceId?: string | undefined;
  },
) =>
  (
    await db.query<AgentRow>(
      `${AGENT_SELECT}
        where ($1::uuid is null or s.agent_uuid = $1) and ($2::uuid is null or s.meeting_id = $2)
          and ($3::text is null or x.reference_id = $3)
        order by s.created_at desc limit 200`,
      [q.agentUuid ?? null, q.meetingId ?? null, q.websiteReferenceId ?? null],
    )
  ).map(agentView);

export const agentSoa = async (db: Queryable, id: string) => {
  const [row] = await db.query<AgentRow>(`${AGENT_SELECT} where s.id = $1`, [id]);
  if (!row) throw notFound(SOA_ERRORS.soaNotFound);
  return agentView(row);
};
