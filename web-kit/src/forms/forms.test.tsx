import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { emailSchema, MESSAGES } from 'shared-contracts';
import { z } from 'shared-contracts/zod';
import { describe, expect, it, vi } from 'vitest';
import { renderWithHost, testHost } from '../test-host';
import {
  ErrorSummary,
  Form,
  FormBirthDateField,
  FormFailure,
  FormRadioGroup,
  FormTextField,
  FormYesNoField,
  SubmitButton,
  type TextFieldKind,
  useZodForm,
} from './index';

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

describe('the first validation of a form', () => {
  const checked = vi.fn((v: string) => v.length === 5);
  const FiveDigits = ({ onValid }: { onValid: (v: unknown) => void }) => {
    const form = useZodForm(fiveDigits, { defaultValues: { zip: '85004' } });
    return (
      <Form form={form} onValid={onValid} aria-label="ZIP">
        <FormTextField<{ zip: string }> name="zip" label="ZIP" />
        <SubmitButton>Check</SubmitButton>
      </Form>
    );
  };
  const fiveDigits = z.object({ zip: z.string().check(z.refine((v) => checked(v))) });

  it('starts a task after the commit that mounts the form, not in its effects; then the button is enabled', async () => {
    checked.mockClear();
    renderWithHost(<FiveDigits onValid={() => {}} />, testHost().host);
    // The mount's effects and their microtasks have run: no zod parse yet.
    await act(async () => {});
    expect(checked).not.toHaveBeenCalled();
    const check = screen.getByRole('button', { name: 'Check' }) as HTMLButtonElement;
    expect(check.disabled).toBe(true);
    // A task later the form is checked, and the valid answer enables the button.
    await waitFor(() => expect(check.disabled).toBe(false));
    expect(checked).toHaveBeenCalledWith('85004');
  });

  it('a press before that first check still sends the answers, once', async () => {
    const onValid = vi.fn();
    renderWithHost(<FiveDigits onValid={onValid} />, testHost().host);
    // Enter in the field submits the form even while the button waits for the first check.
    await act(async () => fireEvent.submit(screen.getByRole('form', { name: 'ZIP' })));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ zip: '85004' });
  });
});

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

  it('Enter in a field before the last answer’s check has enabled the button still sends, once', async () => {
    const { onValid, email, send } = setup();
    await waitFor(() => expect(send().disabled).toBe(true));
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    fireEvent.change(email(), { target: { value: 'rosa@example.com' } });
    // The check of the last character typed has not answered: the button is still disabled.
    expect(send().disabled).toBe(true);
    const enter = fireEvent.keyDown(email(), { key: 'Enter' });
    expect(enter).toBe(false);
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ email: 'rosa@example.com', answer: 'yes' });
  });

  it('Enter on answers that do not pass does nothing, and shows no error the person has not met', async () => {
    const { onValid, email, send } = setup();
    await waitFor(() => expect(send().disabled).toBe(true));
    fireEvent.change(email(), { target: { value: 'rosa@example.com' } });
    fireEvent.keyDown(email(), { key: 'Enter' });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
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
    // Pressed at once: before the form's first check, whose task the press's check waits for.
    await act(async () => fireEvent.click(send()));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Please fix 2'));
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

  const kindSchema = z.object({ value: z.string(), smoke: z.boolean() });
  const KindForm = ({ kind, onValid }: { kind: TextFieldKind; onValid: (v: unknown) => void }) => {
    const form = useZodForm(kindSchema, { defaultValues: { value: '', smoke: undefined as never } });
    return (
      <Form form={form} onValid={onValid} aria-label="Kinds">
        <FormTextField<z.input<typeof kindSchema>> name="value" kind={kind} label="Value" />
        <FormYesNoField<z.input<typeof kindSchema>> name="smoke" legend="Do you use tobacco?" />
        <SubmitButton>Send</SubmitButton>
      </Form>
    );
  };

  it.each<[TextFieldKind, Record<string, string | null>, string, string]>([
    ['givenName', { type: 'text', inputmode: null, autocomplete: 'given-name' }, 'Rosa', 'Rosa'],
    ['familyName', { type: 'text', inputmode: null, autocomplete: 'family-name' }, 'Diaz', 'Diaz'],
    [
      'email',
      { type: 'email', inputmode: null, autocomplete: 'email' },
      'rosa@example.com',
      'rosa@example.com',
    ],
    ['phone', { type: 'tel', inputmode: null, autocomplete: 'tel' }, '6025550123', '6025550123'],
    ['zip', { type: 'text', inputmode: 'numeric', autocomplete: 'postal-code' }, '85004-12', '85004'],
    ['birthDate', { type: 'text', inputmode: 'numeric', autocomplete: 'bday' }, '03091958', '03/09/1958'],
    ['date', { type: 'text', inputmode: 'numeric', autocomplete: null }, '05012027', '05/01/2027'],
  ])(
    'a %s field states its type, asks for its keyboard and autofill (WCAG 1.3.5) and shapes what is typed',
    (kind, attributes, typed, kept) => {
      const { host } = testHost();
      renderWithHost(<KindForm kind={kind} onValid={vi.fn()} />, host);
      const input = screen.getByLabelText('Value') as HTMLInputElement;
      for (const [name, value] of Object.entries(attributes)) expect(input.getAttribute(name)).toBe(value);
      fireEvent.change(input, { target: { value: typed } });
      expect(input.value).toBe(kept);
    },
  );

  it('a Yes/No field answers with a boolean and shows the answer it holds', async () => {
    const onValid = vi.fn();
    const { host } = testHost();
    renderWithHost(<KindForm kind="givenName" onValid={onValid} />, host);
    const yes = screen.getByRole('radio', { name: 'Yes' }) as HTMLInputElement;
    const no = screen.getByRole('radio', { name: 'No' }) as HTMLInputElement;
    expect([yes.checked, no.checked]).toEqual([false, false]);
    fireEvent.change(screen.getByLabelText('Value'), { target: { value: 'Rosa' } });
    fireEvent.click(no);
    expect([yes.checked, no.checked]).toEqual([false, true]);
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    await waitFor(() => expect(send.disabled).toBe(false));
    await act(async () => fireEvent.click(send));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ value: 'Rosa', smoke: false });
  });

  it('a birth date moves the dates that follow its 65th birthday until the person changes one', () => {
    const datesSchema = z.object({ birth: z.string(), partA: z.string(), partB: z.string() });
    type Dates = z.input<typeof datesSchema>;
    const DatesForm = () => {
      const form = useZodForm(datesSchema, { defaultValues: { birth: '', partA: '', partB: '' } });
      return (
        <Form form={form} onValid={vi.fn()} aria-label="Dates">
          <FormBirthDateField<Dates>
            name="birth"
            label="Birth"
            hint="mm/dd/yyyy"
            following={['partA', 'partB']}
          />
          <FormTextField<Dates> name="partA" kind="date" label="Part A" />
          <FormTextField<Dates> name="partB" kind="date" label="Part B" />
        </Form>
      );
    };
    const { host } = testHost();
    renderWithHost(<DatesForm />, host);
    const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
    expect(field('Birth').getAttribute('autocomplete')).toBe('bday');
    fireEvent.change(field('Birth'), { target: { value: '02291960' } });
    expect([field('Part A').value, field('Part B').value]).toEqual(['02/28/2025', '02/28/2025']);
    fireEvent.change(field('Part A'), { target: { value: '01012025' } });
    fireEvent.change(field('Birth'), { target: { value: '04/12/1960' } });
    expect([field('Part A').value, field('Part B').value]).toEqual(['01/01/2025', '04/12/2025']);
    // An incomplete birth date leaves them as they are.
    fireEvent.change(field('Birth'), { target: { value: '04/1' } });
    expect([field('Part A').value, field('Part B').value]).toEqual(['01/01/2025', '04/12/2025']);
  });

  it("announces the form's own failure, set on its root, and keeps what was typed", async () => {
    const failSchema = z.object({ value: z.string() });
    const FailingForm = () => {
      const form = useZodForm(failSchema, { defaultValues: { value: '' } });
      return (
        <Form
          form={form}
          onValid={() => form.setError('root', { message: 'We could not save your details.' })}
          aria-label="Failing"
        >
          <FormTextField<z.input<typeof failSchema>> name="value" label="Value" />
          <FormFailure />
          <SubmitButton>Send</SubmitButton>
        </Form>
      );
    };
    const { host } = testHost();
    renderWithHost(<FailingForm />, host);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(screen.getByLabelText('Value'), { target: { value: 'Rosa' } });
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    await waitFor(() => expect(send.disabled).toBe(false));
    await act(async () => fireEvent.click(send));
    expect(screen.getByRole('alert').textContent).toBe('We could not save your details.');
    expect((screen.getByLabelText('Value') as HTMLInputElement).value).toBe('Rosa');
  });
});
