import { ApiError } from 'shared-contracts/http';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type EnrollValues, enrollMachine, handoffUrl, validateEnrollee } from './enroll.machine';

const today = () => new Date(2026, 10, 21);
const valid: EnrollValues = {
  firstName: 'Rosa',
  lastName: 'Díaz',
  phoneNumber: '(602) 555-0142'.replace('555', '602'),
  email: 'rosa@example.com',
  dateOfBirth: '04/28/1961',
  medicareId: '1EG4-TE5-MK73',
  effectiveDate: '2026-12-01',
};

const start = (
  values: EnrollValues,
  enroll = vi.fn(
    async (_body: unknown): Promise<{ url: string; parameters: Record<string, string> }> => ({
      url: 'http://carrier.test/enroll',
      parameters: { ref: 'E1', plan: 'H1' },
    }),
  ),
) => {
  const record = vi.fn(async (_input: unknown) => undefined);
  const redirect = vi.fn();
  const machine = enrollMachine.provide({
    actors: {
      enroll: fromPromise(async ({ input }) => enroll(input)),
      recordEnrollment: fromPromise(async ({ input }) => record(input)),
    },
    actions: { redirect: (_, params) => redirect(params.url) },
  });
  const actor = createActor(machine, {
    input: {
      plan: { planId: 'H1234-001-000', carrier: 'Evergreen Senior Care', planType: 4 },
      zip: '85004',
      countyFIPS: '04013',
      today,
    },
  }).start();
  // What the form sends when its button is pressed.
  const submit = () => actor.send({ type: 'submit', values });
  return { actor, submit, enroll, record, redirect };
};

describe('validateEnrollee (spec 5 messages)', () => {
  it('accepts valid details', () => {
    expect(validateEnrollee(valid, today)).toEqual({});
  });
  it('reports each field with the spec wording', () => {
    const errors = validateEnrollee(
      {
        ...valid,
        firstName: ' ',
        email: 'rosa@',
        phoneNumber: '555-123-4567',
        dateOfBirth: '13/01/1960',
        medicareId: '123',
      },
      today,
    );
    expect(errors).toMatchObject({
      firstName: 'Required',
      email: 'Invalid e-mail',
      phoneNumber: 'Please enter a valid phone',
      dateOfBirth: 'Please enter a valid birth date (mm/dd/yyyy)',
    });
    expect(errors.medicareId).toMatch(/valid Medicare number/);
    expect(validateEnrollee({ ...valid, dateOfBirth: '01/01/1900' }, today).dateOfBirth).toBe(
      'Please enter a valid birth date',
    );
    expect(validateEnrollee({ ...valid, dateOfBirth: '12/01/2026' }, today).dateOfBirth).toBe(
      'Please enter a date before today',
    );
  });
});

describe('enrollMachine', () => {
  it('stays in editing with the errors when the details are not valid', () => {
    const { actor, submit, enroll } = start({ ...valid, email: '' });
    submit();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'Required' });
    expect(enroll).not.toHaveBeenCalled();
  });

  it('posts the enrollment, records it, and hands off to the carrier link with its parameters', async () => {
    const { actor, submit, enroll, record, redirect } = start(valid);
    submit();
    await waitFor(actor, (s) => s.status === 'done');
    expect(enroll).toHaveBeenCalledWith({
      planId: 'H1234-001-000',
      carrier: 'Evergreen Senior Care',
      medicareId: '1EG4-TE5-MK73',
      effectiveDates: ['2026-12-01'],
      enrollee: {
        zip: '85004',
        countyFIPS: '04013',
        firstName: 'Rosa',
        lastName: 'Díaz',
        phoneNumber: valid.phoneNumber,
        email: 'rosa@example.com',
        dateOfBirth: '1961-04-28',
        effectiveDate: '2026-12-01',
      },
    });
    expect(record).toHaveBeenCalledWith({
      url: 'http://carrier.test/enroll?ref=E1&plan=H1',
      plan: expect.objectContaining({ planId: 'H1234-001-000' }),
    });
    expect(redirect).toHaveBeenCalledWith('http://carrier.test/enroll?ref=E1&plan=H1');
  });

  it('hands off even when the data-warehouse record fails', async () => {
    const { actor, submit, record, redirect } = start(valid);
    record.mockRejectedValueOnce(new Error('dw down'));
    submit();
    await waitFor(actor, (s) => s.status === 'done');
    expect(redirect).toHaveBeenCalledOnce();
  });

  it('keeps everything typed and shows field errors from a 400', async () => {
    const enroll = vi.fn(
      async (_body: unknown): Promise<{ url: string; parameters: Record<string, string> }> => {
        throw new ApiError(400, 'Invalid', {
          message: 'Invalid',
          issues: [{ path: 'enrollee.email', message: 'Invalid e-mail' }],
        });
      },
    );
    const { actor, submit, redirect } = start(valid, enroll);
    submit();
    await waitFor(actor, (s) => s.matches('editing') && enroll.mock.calls.length === 1);
    const { context } = actor.getSnapshot();
    expect(context.values).toEqual(valid);
    expect(context.errors).toEqual({ email: 'Invalid e-mail' });
    expect(context.serverError).toBe(false);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('shows the plain server message on any other failure, and can try again', async () => {
    const enroll = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ url: 'http://c.test/', parameters: {} });
    const { actor, submit, redirect } = start(valid, enroll);
    submit();
    await waitFor(actor, (s) => s.matches('editing') && s.context.serverError);
    submit();
    await waitFor(actor, (s) => s.status === 'done');
    expect(redirect).toHaveBeenCalledWith('http://c.test/');
  });
});

describe('handoffUrl', () => {
  it('adds the parameters to the carrier url, keeping its own query', () => {
    expect(handoffUrl('https://c.test/a?x=1', { id: 'E 1' })).toBe('https://c.test/a?x=1&id=E+1');
  });
});
