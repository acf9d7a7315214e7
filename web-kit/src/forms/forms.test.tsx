import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { emailSchema, MESSAGES } from 'shared-contracts';
import { z } from 'shared-contracts/zod';
import { describe, expect, it, vi } from 'vitest';
import { renderWithHost, testHost } from '../test-host';
import { ErrorSummary, Form, FormRadioGroup, FormTextField, SubmitButton, useZodForm } from './index';

const schema = z.object({
  email: emailSchema,
  answer: z.enum(['yes', 'no'], { message: MESSAGES.required }),
});

const ContactForm = ({
  onValid,
  explain = false,
  save,
}: {
  onValid: (v: unknown) => void;
  explain?: boolean;
  save?: () => Promise<void>;
}) => {
  const form = useZodForm(schema, {
    defaultValues: { email: '', answer: undefined },
    ...(explain ? { mode: 'onSubmit' as const } : {}),
  });
  return (
    <Form
      form={form}
      onValid={async (v) => {
        onValid(v);
        if (save) await save().catch(() => form.setError('root', { message: 'Not sent' }));
      }}
      aria-label="Contact"
    >
      <ErrorSummary message={(n) => `Please fix ${n}`} />
      <FormTextField<z.input<typeof schema>> name="email" label="E-mail" />
      <FormRadioGroup<z.input<typeof schema>, 'yes' | 'no'>
        name="answer"
        legend="Do you agree?"
        options={[
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ]}
      />
      <SubmitButton whenInvalid={explain ? 'explain' : 'disable'}>Send</SubmitButton>
    </Form>
  );
};

const setup = (explain = false, save?: () => Promise<void>) => {
  const onValid = vi.fn();
  const { host } = testHost();
  renderWithHost(<ContactForm onValid={onValid} explain={explain} {...(save ? { save } : {})} />, host);
  return {
    onValid,
    email: () => screen.getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement,
    send: () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement,
  };
};

describe('forms', () => {
  it('keep submit disabled until the schema passes (spec 5), then send the parsed values', async () => {
    const { onValid, email, send } = setup();
    await waitFor(() => expect(send().disabled).toBe(true));
    fireEvent.change(email(), { target: { value: 'rosa@example.com' } });
    expect(send().disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await waitFor(() => expect(send().disabled).toBe(false));
    await act(async () => fireEvent.click(send()));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ email: 'rosa@example.com', answer: 'yes' });
  });

  it('show a field error once the field is left, tied to the input and in a live region', async () => {
    const { email } = setup();
    fireEvent.change(email(), { target: { value: 'rosa@' } });
    fireEvent.blur(email());
    await waitFor(() => expect(email().getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(email().getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe('Invalid e-mail');
    expect(error?.getAttribute('aria-live')).toBe('polite');
    // The error follows the typing and nothing typed is lost.
    fireEvent.change(email(), { target: { value: 'rosa@example.com' } });
    await waitFor(() => expect(email().getAttribute('aria-invalid')).toBeNull());
    expect(email().value).toBe('rosa@example.com');
  });

  it('with whenInvalid="explain", a press lists what to fix and moves to the first field', async () => {
    const { onValid, email, send } = setup(true);
    expect(send().disabled).toBe(false);
    await act(async () => fireEvent.click(send()));
    expect(screen.getByRole('alert').textContent).toBe('Please fix 2');
    expect(document.activeElement).toBe(email());
    expect(onValid).not.toHaveBeenCalled();
  });

  it('keep submit pressable after a save failed (a root error), so the same values can be sent again', async () => {
    const save = vi.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce(undefined);
    const { onValid, email, send } = setup(false, save);
    fireEvent.change(email(), { target: { value: 'rosa@example.com' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await waitFor(() => expect(send().disabled).toBe(false));
    await act(async () => fireEvent.click(send()));
    expect(save).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(send().disabled).toBe(false));
    await act(async () => fireEvent.click(send()));
    expect(save).toHaveBeenCalledTimes(2);
    expect(onValid).toHaveBeenCalledTimes(2);
    // A field made invalid afterwards still disables it.
    fireEvent.change(email(), { target: { value: 'rosa@' } });
    await waitFor(() => expect(send().disabled).toBe(true));
  });
});
