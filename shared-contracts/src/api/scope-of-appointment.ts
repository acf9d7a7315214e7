/**
 * Scope of sales appointment (extension; CMS requires it before a sales meeting): the products to
 * discuss, the beneficiary or an authorized representative, signed as an e-sign document (typed
 * signature and date), stored before the appointment and readable by the agent's tools.
 */
import * as z from 'zod/mini';
import { LANGUAGES } from '../language';
import { lazySchema } from '../lazy-schema';
import { requiredText, uuidSchema, websiteReferenceIdSchema } from './common';

export const SOA_PRODUCTS = [
  'medicare_advantage',
  'part_d',
  'medicare_supplement',
  'dental_vision_hearing',
  'hospital_indemnity',
] as const;
export const soaProductSchema = lazySchema(() => z.enum(SOA_PRODUCTS));
export type SoaProduct = z.infer<typeof soaProductSchema>;

/** How each product is named on the form and in the signed document. */
export const SOA_PRODUCT_LABELS: Record<SoaProduct, string> = {
  medicare_advantage: 'Medicare Advantage Plans (Part C) and Cost Plans',
  part_d: 'Stand-alone Medicare Prescription Drug Plans (Part D)',
  medicare_supplement: 'Medicare Supplement (Medigap) Products',
  dental_vision_hearing: 'Dental, Vision and Hearing Products',
  hospital_indemnity: 'Hospital Indemnity Products',
};

/** The same in Spanish (Medicare's Spanish terms), for a form filled in Spanish and its document. */
export const SOA_PRODUCT_LABELS_ES: Record<SoaProduct, string> = {
  medicare_advantage: 'Planes Medicare Advantage (Parte C) y planes de costo',
  part_d: 'Planes independientes de medicamentos recetados de Medicare (Parte D)',
  medicare_supplement: 'Productos Medigap (Seguro suplementario de Medicare)',
  dental_vision_hearing: 'Productos dentales, de la vista y de audición',
  hospital_indemnity: 'Productos de indemnización hospitalaria',
};

const productsSchema = lazySchema(() =>
  z.array(soaProductSchema).check(
    z.minLength(1, 'Choose at least one product'),
    z.maxLength(SOA_PRODUCTS.length),
    z.refine((list) => new Set(list).size === list.length, 'Each product once'),
  ),
);

export const soaSignerSchema = lazySchema(() =>
  z.discriminatedUnion('role', [
    z.object({ role: z.literal('beneficiary') }),
    z.object({
      role: z.literal('authorized_representative'),
      name: requiredText(200),
      relationship: requiredText(100),
    }),
  ]),
);

export const soaCreateBodySchema = lazySchema(() =>
  z.object({
    products: productsSchema,
    beneficiary: z.object({ firstName: requiredText(100), lastName: requiredText(100) }),
    signer: soaSignerSchema,
    /** The meeting it is for (booked by this session); it must not have started. */
    meetingId: z.optional(uuidSchema),
    /** The language the form was filled in, and so the document's (issue 27); English when not given. */
    language: z.optional(z.enum(LANGUAGES)),
  }),
);
export type SoaCreateBody = z.infer<typeof soaCreateBodySchema>;

export const soaUpdateBodySchema = lazySchema(() => z.object({ products: productsSchema }));

export const soaParamsSchema = lazySchema(() => z.object({ id: uuidSchema }));

export const scopeOfAppointmentSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    products: z.array(soaProductSchema),
    beneficiary: z.object({ firstName: z.string(), lastName: z.string() }),
    signer: z.object({
      role: z.enum(['beneficiary', 'authorized_representative']),
      name: z.string(),
      relationship: z.nullable(z.string()),
    }),
    meetingId: z.nullable(z.string()),
    /** The e-sign document to sign (/esign/{documentId}/). */
    documentId: z.string(),
    signedAt: z.nullable(z.string()),
    createdAt: z.string(),
  }),
);
export type ScopeOfAppointment = z.infer<typeof scopeOfAppointmentSchema>;

/** Agent tools: who agreed, when, to what, signed how. */
export const agentSoaRecordSchema = lazySchema(() =>
  z.extend(scopeOfAppointmentSchema, {
    websiteReferenceId: z.string(),
    agentUuid: z.nullable(z.string()),
    meetingStartsAt: z.nullable(z.string()),
    signature: z.nullable(
      z.object({
        typedSignature: z.string(),
        signedDate: z.string(),
        signedAt: z.string(),
        consentAt: z.string(),
        clientAddress: z.string(),
        userAgent: z.string(),
        documentSha256: z.string(),
        pdfSha256: z.string(),
      }),
    ),
  }),
);
export type AgentSoaRecord = z.infer<typeof agentSoaRecordSchema>;

export const agentSoaQuerySchema = lazySchema(() =>
  z
    .object({
      agentUuid: z.optional(uuidSchema),
      meetingId: z.optional(uuidSchema),
      websiteReferenceId: z.optional(websiteReferenceIdSchema),
    })
    .check(
      z.refine((q) => q.agentUuid || q.meetingId || q.websiteReferenceId, {
        message: 'Give agentUuid, meetingId or websiteReferenceId',
      }),
    ),
);
export const agentSoaListSchema = lazySchema(() =>
  z.object({ scopeOfAppointments: z.array(agentSoaRecordSchema) }),
);

export const SOA_MESSAGES = {
  meetingStarted: 'The scope of appointment must be agreed before the meeting starts.',
  unknownMeeting: 'No such meeting for this session',
  signedAlready: 'This scope of appointment is signed and cannot change.',
} as const;
