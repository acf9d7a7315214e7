/**
 * The enrollment hand-off (spec 7 POST /plans/enrollment; a Medigap plan goes through the products
 * service's POST /medsupp/enroll/{source}, see medsuppEnrollBody): take the enrollee's details (the form checks
 * them against the spec 5 schema below; the machine checks again before sending), post the enrollment,
 * record the data-warehouse plan_enrollment event, and go to the carrier link built from cntr.url and
 * cntr.parameters. The typed values stay in the form, so nothing is lost on an error.
 */

import { type EnrollmentBody, enrolleeFormSchema as enrolleeForm } from 'shared-contracts/api/enrollment';
import type { MedsuppEnrollBody, MedsuppQuery } from 'shared-contracts/api/medsupp';
import { usDateToIso } from 'shared-contracts/dates';
import type { z } from 'shared-contracts/zod';
import { beforeLeaving } from 'web-kit/reporting';
import { assign, fromPromise, setup } from 'xstate';
import { enrollMessages as m } from './messages';

export const ENROLL_FIELDS = [
  'firstName',
  'lastName',
  'phoneNumber',
  'email',
  'dateOfBirth',
  'medicareId',
  'effectiveDate',
] as const;
export type EnrollField = (typeof ENROLL_FIELDS)[number];
export type EnrollValues = Record<EnrollField, string>;
export type EnrollErrors = Partial<Record<EnrollField, string>>;

export interface EnrollPlan {
  planId: string;
  carrier: string;
  planName?: string | undefined;
  planType?: number | undefined;
}

export interface EnrollInput {
  plan: EnrollPlan;
  zip: string;
  countyFIPS: string;
  today?: () => Date;
}

export interface EnrollContext extends Required<Omit<EnrollInput, 'today'>> {
  today: () => Date;
  /** The details last sent (or refused). */
  values: EnrollValues | null;
  /** Field errors: the schema's, or the api's from a 400. */
  errors: EnrollErrors;
  serverError: boolean;
  handoffUrl: string | null;
}

/** The enrollee's details with the spec 5 messages; `today` is injectable for the birth date rule. */
export const enrolleeFormSchema = (today: () => Date = () => new Date()) =>
  enrolleeForm(today, { effectiveDateRequired: m.effectiveDateRequired }) satisfies z.core.$ZodType<
    unknown,
    EnrollValues
  >;

/** Field errors (the first per field); an empty object when everything is valid. */
export const validateEnrollee = (v: EnrollValues, today: () => Date = () => new Date()): EnrollErrors => {
  const result = enrolleeFormSchema(today).safeParse(v);
  const errors: EnrollErrors = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path[0] as EnrollField] ??= issue.message;
  return errors;
};

export const enrollmentBody = (
  ctx: Pick<EnrollContext, 'plan' | 'zip' | 'countyFIPS'> & { values: EnrollValues },
): EnrollmentBody => ({
  planId: ctx.plan.planId,
  carrier: ctx.plan.carrier,
  medicareId: ctx.values.medicareId,
  effectiveDates: [ctx.values.effectiveDate],
  enrollee: {
    zip: ctx.zip,
    countyFIPS: ctx.countyFIPS,
    firstName: ctx.values.firstName.trim(),
    lastName: ctx.values.lastName.trim(),
    phoneNumber: ctx.values.phoneNumber.trim(),
    email: ctx.values.email.trim(),
    dateOfBirth: usDateToIso(ctx.values.dateOfBirth) ?? '',
    effectiveDate: ctx.values.effectiveDate,
  },
});

/**
 * A Medigap enrollment's body for the products service: the person's quote answers, with the birth
 * date and the coverage start as given on the enrollment form (the api prices the plan again for them).
 */
export const medsuppEnrollBody = (quote: MedsuppQuery, body: EnrollmentBody): MedsuppEnrollBody => ({
  ...quote,
  birthDate: body.enrollee.dateOfBirth,
  coverageBegin: body.enrollee.effectiveDate,
  planId: body.planId,
  firstName: body.enrollee.firstName,
  lastName: body.enrollee.lastName,
  email: body.enrollee.email,
  phoneNumber: body.enrollee.phoneNumber,
  medicareId: body.medicareId,
});

/** The carrier link: cntr.url with cntr.parameters added to its query. */
export const handoffUrl = (url: string, parameters: Record<string, string>): string => {
  const u = new URL(url);
  for (const [k, v] of Object.entries(parameters)) u.searchParams.set(k, v);
  return u.toString();
};

/** The products service's names for the form's fields (a Medigap enrollment's 400). */
const FIELD_ALIASES: Readonly<Record<string, EnrollField>> = {
  birthDate: 'dateOfBirth',
  coverageBegin: 'effectiveDate',
};

/** 400 field issues from the api (paths like enrollee.email) mapped back onto the form's fields. */
export const fieldErrorsFromIssues = (issues: readonly { path: string; message: string }[]): EnrollErrors => {
  const out: EnrollErrors = {};
  for (const issue of issues) {
    const last = issue.path.split('.').pop();
    const field = last ? (FIELD_ALIASES[last] ?? last) : last;
    if (field && (ENROLL_FIELDS as readonly string[]).includes(field))
      out[field as EnrollField] ??= issue.message;
    if (issue.path.startsWith('effectiveDates')) out.effectiveDate ??= issue.message;
  }
  return out;
};

export const enrollMachine = setup({
  types: {
    context: {} as EnrollContext,
    input: {} as EnrollInput,
    events: {} as { type: 'submit'; values: EnrollValues },
  },
  actors: {
    enroll: fromPromise<{ url: string; parameters: Record<string, string> }, EnrollmentBody>(async () => {
      throw new Error('enroll actor not provided');
    }),
    recordEnrollment: fromPromise<void, { url: string; plan: EnrollPlan }>(async () => undefined),
  },
  actions: {
    // A report made on the way (the agent's registration failed) goes before the page is left.
    redirect: (_, params: { url: string }) => {
      void beforeLeaving().then(() => window.location.assign(params.url));
    },
  },
  guards: {
    isValid: ({ context, event }) => Object.keys(validateEnrollee(event.values, context.today)).length === 0,
  },
}).createMachine({
  id: 'enroll',
  context: ({ input }) => ({
    values: null,
    plan: input.plan,
    zip: input.zip,
    countyFIPS: input.countyFIPS,
    today: input.today ?? (() => new Date()),
    errors: {},
    serverError: false,
    handoffUrl: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        submit: [
          {
            guard: 'isValid',
            target: 'submitting',
            actions: assign(({ event }) => ({ values: event.values, errors: {}, serverError: false })),
          },
          {
            actions: assign(({ context, event }) => ({
              values: event.values,
              errors: validateEnrollee(event.values, context.today),
            })),
          },
        ],
      },
    },
    submitting: {
      invoke: {
        src: 'enroll',
        input: ({ context }) => enrollmentBody({ ...context, values: context.values! }),
        onDone: {
          target: 'recording',
          actions: assign(({ event }) => ({
            handoffUrl: handoffUrl(event.output.url, event.output.parameters),
          })),
        },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => {
            const body = (event.error as { body?: { issues?: { path: string; message: string }[] } } | null)
              ?.body;
            const errors = fieldErrorsFromIssues(body?.issues ?? []);
            return { errors, serverError: Object.keys(errors).length === 0 };
          }),
        },
      },
    },
    // The data-warehouse record never blocks the hand-off.
    recording: {
      invoke: {
        src: 'recordEnrollment',
        input: ({ context }) => ({ url: context.handoffUrl!, plan: context.plan }),
        onDone: 'handingOff',
        onError: 'handingOff',
      },
    },
    handingOff: {
      type: 'final',
      entry: { type: 'redirect', params: ({ context }) => ({ url: context.handoffUrl! }) },
    },
  },
});
