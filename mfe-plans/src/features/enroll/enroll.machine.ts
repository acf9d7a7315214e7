/**
 * The enrollment hand-off (spec 7 POST /plans/enrollment): confirm the enrollee's details (validated by
 * spec 5), post the enrollment, record the data-warehouse plan_enrollment event, and go to the carrier
 * link built from cntr.url and cntr.parameters. Nothing typed is lost on an error.
 */

import { birthDateSchema, emailSchema, MESSAGES, phoneSchema, usDateToIso } from 'shared-contracts';
import { type EnrollmentBody, medicareIdSchema } from 'shared-contracts/api';
import { assign, fromPromise, setup } from 'xstate';
import type { z } from 'zod';
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
  values: EnrollValues;
  plan: EnrollPlan;
  zip: string;
  countyFIPS: string;
  today?: () => Date;
}

export interface EnrollContext extends Required<Omit<EnrollInput, 'today'>> {
  today: () => Date;
  errors: EnrollErrors;
  serverError: boolean;
  handoffUrl: string | null;
}

const firstIssue = (schema: z.ZodType, value: string) => {
  const r = schema.safeParse(value);
  return r.success ? undefined : r.error.issues[0]?.message;
};

/** Field errors with the spec's messages; an empty object when everything is valid. */
export const validateEnrollee = (v: EnrollValues, today: () => Date = () => new Date()): EnrollErrors => {
  const errors: EnrollErrors = {
    firstName: v.firstName.trim() ? undefined : MESSAGES.required,
    lastName: v.lastName.trim() ? undefined : MESSAGES.required,
    phoneNumber: firstIssue(phoneSchema, v.phoneNumber),
    email: firstIssue(emailSchema, v.email),
    dateOfBirth: firstIssue(birthDateSchema(today), v.dateOfBirth),
    medicareId: v.medicareId.trim() ? firstIssue(medicareIdSchema, v.medicareId) : MESSAGES.required,
    effectiveDate: /^\d{4}-\d{2}-\d{2}$/.test(v.effectiveDate) ? undefined : m.effectiveDateRequired,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, e]) => e)) as EnrollErrors;
};

export const enrollmentBody = (
  ctx: Pick<EnrollContext, 'values' | 'plan' | 'zip' | 'countyFIPS'>,
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

/** The carrier link: cntr.url with cntr.parameters added to its query. */
export const handoffUrl = (url: string, parameters: Record<string, string>): string => {
  const u = new URL(url);
  for (const [k, v] of Object.entries(parameters)) u.searchParams.set(k, v);
  return u.toString();
};

/** 400 field issues from the api (paths like enrollee.email) mapped back onto the form's fields. */
export const fieldErrorsFromIssues = (issues: readonly { path: string; message: string }[]): EnrollErrors => {
  const out: EnrollErrors = {};
  for (const issue of issues) {
    const field = issue.path.split('.').pop();
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
    events: {} as { type: 'field.changed'; field: EnrollField; value: string } | { type: 'submit' },
  },
  actors: {
    enroll: fromPromise<{ url: string; parameters: Record<string, string> }, EnrollmentBody>(async () => {
      throw new Error('enroll actor not provided');
    }),
    recordEnrollment: fromPromise<void, { url: string; plan: EnrollPlan }>(async () => undefined),
  },
  actions: {
    redirect: (_, params: { url: string }) => window.location.assign(params.url),
  },
  guards: {
    isValid: ({ context }) => Object.keys(validateEnrollee(context.values, context.today)).length === 0,
  },
}).createMachine({
  id: 'enroll',
  context: ({ input }) => ({
    values: input.values,
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
        'field.changed': {
          actions: assign(({ context, event }) => {
            const values = { ...context.values, [event.field]: event.value };
            // Once an error shows, it follows the typing (so it clears as soon as the value is right).
            if (!context.errors[event.field]) return { values };
            return {
              values,
              errors: {
                ...context.errors,
                [event.field]: validateEnrollee(values, context.today)[event.field],
              },
            };
          }),
        },
        submit: [
          { guard: 'isValid', target: 'submitting', actions: assign({ errors: {}, serverError: false }) },
          { actions: assign(({ context }) => ({ errors: validateEnrollee(context.values, context.today) })) },
        ],
      },
    },
    submitting: {
      invoke: {
        src: 'enroll',
        input: ({ context }) => enrollmentBody(context),
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
