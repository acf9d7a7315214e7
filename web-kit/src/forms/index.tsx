/**
 * The one way a form is built: react-hook-form with the zod resolver over a spec 5 schema, and kit
 * fields wired to it. Values live in the form, so nothing typed is lost on any error; the submit
 * button stays disabled until the schema passes (spec 5).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type FormHTMLAttributes,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  useMemo,
} from 'react';
import {
  type FieldPath,
  type FieldValues,
  FormProvider,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
  useController,
  useForm,
  useFormContext,
  useFormState,
} from 'react-hook-form';
import { maskZip, yieldToMain } from 'shared-contracts';
import { maskUsDate, sixtyFifthBirthday } from 'shared-contracts/dates';
import type { z } from 'shared-contracts/zod';
// Other kit entries by their entry names: a remote then uses the copies the host already loaded.
import { spanish, useMessages, useTranslatedText } from 'web-kit/i18n';
import { theme } from 'web-kit/theme';
import { Button, type Option, RadioGroup, SelectField, TextField } from 'web-kit/ui';

/**
 * A form's schema: zod/mini, as every contract and form is (shared-contracts/zod, issue 31); it parses by
 * method. By type only: a value of shared-contracts/zod here would load its module on every first load,
 * with the ZIP prompt's form.
 */
export type FormSchema<
  In extends FieldValues = FieldValues,
  Out extends FieldValues = FieldValues,
> = z.core.$ZodType<Out, In> & { safeParseAsync: (data: unknown) => Promise<{ success: boolean }> };

/**
 * A form's checks start a task after the commit that mounts it: react-hook-form checks the form (the
 * submit button's valid state) in that commit's effects, and zod's first parse of a schema (its set-up)
 * made that commit's task long on a form page's first load (issue 10, TBT). The button stays disabled
 * until the answer comes; a press before it waits that task, then is checked and sent as any other.
 */
const checksAfterMount = <R extends (...args: never[]) => unknown>(resolve: R): R => {
  let mounted: Promise<void> | null = null;
  return (async (...args: Parameters<R>) => {
    mounted ??= yieldToMain();
    await mounted;
    return resolve(...args);
  }) as R;
};

/** Each form's schema, by its control (the same object for the form's life): `Form` checks an early Enter with it. */
const schemas = new WeakMap<object, FormSchema>();

/** A form over `schema`: fields validate when left, then as they are typed in. */
export const useZodForm = <S extends FormSchema>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'>,
): UseFormReturn<z.input<S>, unknown, z.output<S>> => {
  const resolver = useMemo(() => checksAfterMount(zodResolver(schema as never)), [schema]);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onTouched',
    ...options,
    resolver: resolver as never,
  });
  schemas.set(form.control, schema);
  return form;
};

/** Set on a submit button disabled only because the form's answers do not pass (yet): not sending, not busy. */
const UNTIL_VALID = 'data-disabled-until-valid';

/** Input types whose Enter is not a form's implicit submission. */
const NOT_SUBMITTING_ON_ENTER = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/**
 * Enter in a field whose form's button waits for the form's check: the last character typed, its check not
 * answered yet (on a slow phone the render that enables the button can come after the press). The browser
 * drops an implicit submission whose button is disabled, without a sign; the press is kept instead: the
 * answers are checked at once and sent if they pass. On answers that do not pass it does nothing, as before.
 */
const keepEarlyEnter = (
  form: UseFormReturn<never, unknown, never>,
  event: KeyboardEvent<HTMLFormElement>,
) => {
  const field = event.target;
  if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return;
  if (!(field instanceof HTMLInputElement)) return;
  if (NOT_SUBMITTING_ON_ENTER.has(field.type)) return;
  const element = event.currentTarget;
  const button = element.querySelector<HTMLButtonElement>('button[type="submit"]');
  const schema = schemas.get(form.control);
  if (!button?.disabled || !button.hasAttribute(UNTIL_VALID) || !schema) return;
  event.preventDefault();
  void schema.safeParseAsync(form.getValues()).then((answers) => {
    if (answers.success && !form.formState.isSubmitting && element.isConnected) element.requestSubmit();
  });
};

/** The <form> element for a form: no browser validation (the schema's messages are the spec's). */
export const Form = <In extends FieldValues, Out extends FieldValues>({
  form,
  onValid,
  children,
  ...props
}: {
  form: UseFormReturn<In, unknown, Out>;
  onValid: SubmitHandler<Out>;
  children: ReactNode;
} & Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'>) => (
  <FormProvider {...form}>
    <form
      noValidate
      onSubmit={form.handleSubmit(onValid)}
      onKeyDown={(event) => keepEarlyEnter(form as never, event)}
      {...props}
    >
      {children}
    </form>
  </FormProvider>
);

/**
 * A form's fields inside a <form> element of its own owner (the slot picker's, when a booking asks for
 * contact details too): the owner's submit calls `form.handleSubmit`.
 */
export const FormFields = <In extends FieldValues, Out extends FieldValues>({
  form,
  children,
}: {
  form: UseFormReturn<In, unknown, Out>;
  children: ReactNode;
}) => <FormProvider {...form}>{children}</FormProvider>;

type TextFieldKindProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'autoComplete'
> & {
  mask?: (raw: string) => string;
};

/**
 * The kinds of text field the forms ask for, declared once: the keyboard, the browser's autofill and
 * the mask on what is typed (a date's digits become mm/dd/yyyy, a ZIP keeps 5 digits).
 */
export const textFieldKinds = {
  givenName: { autoComplete: 'given-name' },
  familyName: { autoComplete: 'family-name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  zip: { inputMode: 'numeric', autoComplete: 'postal-code', mask: maskZip },
  birthDate: { inputMode: 'numeric', autoComplete: 'bday', mask: maskUsDate },
  date: { inputMode: 'numeric', mask: maskUsDate },
} as const satisfies Record<string, TextFieldKindProps>;
export type TextFieldKind = keyof typeof textFieldKinds;

/**
 * A text field of the surrounding <Form>; `kind` declares what it holds (see `textFieldKinds`), `mask`
 * shapes what is typed when no kind does.
 */
export const FormTextField = <T extends FieldValues>({
  name,
  kind,
  mask,
  onValueChange,
  ...props
}: {
  name: FieldPath<T>;
  kind?: TextFieldKind;
  mask?: (raw: string) => string;
  /** Runs after the field took a new value (for a field that follows this one). */
  onValueChange?: (value: string, previous: string) => void;
} & Omit<Parameters<typeof TextField>[0], 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'ref'>) => {
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController({ name, control });
  const { mask: kindMask, ...kindProps }: TextFieldKindProps = kind ? textFieldKinds[kind] : {};
  const shape = mask ?? kindMask;
  return (
    <TextField
      {...kindProps}
      {...props}
      name={field.name}
      ref={field.ref}
      value={(field.value as string | undefined) ?? ''}
      onChange={(e) => {
        const previous = (field.value as string | undefined) ?? '';
        const value = shape ? shape(e.target.value) : e.target.value;
        field.onChange(value);
        onValueChange?.(value, previous);
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
};

/**
 * The birth date of the surrounding <Form>. The date fields named in `following` (the Medicare Part A
 * and B dates) follow its 65th birthday until the person changes them (spec 9 default).
 */
export const FormBirthDateField = <T extends FieldValues>({
  following,
  ...props
}: {
  name: FieldPath<T>;
  label: string;
  hint: string;
  following: readonly FieldPath<T>[];
}) => {
  const { getValues, setValue } = useFormContext<T>();
  const follow = (birthDate: string, previous: string) => {
    const next = sixtyFifthBirthday(birthDate);
    const before = sixtyFifthBirthday(previous) ?? '';
    for (const key of following) {
      if (next && getValues(key) === before) setValue(key, next as never, { shouldValidate: true });
    }
  };
  return <FormTextField<T> {...props} kind="birthDate" onValueChange={follow} />;
};

export const FormSelectField = <T extends FieldValues, V extends string>({
  name,
  ...props
}: { name: FieldPath<T> } & Omit<
  Parameters<typeof SelectField<V>>[0],
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'ref'
>) => {
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController({ name, control });
  return (
    <SelectField
      {...props}
      name={field.name}
      ref={field.ref}
      value={field.value as string}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
};

/** A radio group of the surrounding <Form>; `toValue`/`fromValue` map a choice to a non-string value. */
export const FormRadioGroup = <T extends FieldValues, V extends string>({
  name,
  legend,
  options,
  toValue = (v) => v,
  fromValue = (v) => (v == null ? null : (String(v) as V)),
}: {
  name: FieldPath<T>;
  legend: string;
  options: readonly Option<V>[];
  toValue?: (choice: V) => unknown;
  fromValue?: (value: unknown) => V | null;
}) => {
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController({ name, control });
  // The kit's answers (Yes, No, Male, Female) are shown by the translator, which knows them once their
  // Spanish has loaded: a form that asks them loads it.
  useMessages(choiceMessages);
  return (
    <RadioGroup
      legend={legend}
      name={field.name}
      ref={field.ref}
      value={fromValue(field.value)}
      options={options}
      onChange={(v) => field.onChange(toValue(v))}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
};

/**
 * The answers of the kit's choice fields. Here rather than in `../messages`: a form page then loads no
 * other shared text with its form (the onboarding ZIP step's budget).
 */
export const choiceMessages = { yes: 'Yes', no: 'No', male: 'Male', female: 'Female' } as const;
// The options' labels are shown through the kit's translator (RadioGroup), by these words.
spanish(choiceMessages, () => import('./choices.es'));

/** Yes or No, stored as the word. */
export const yesNoOptions = [
  { value: 'Yes', label: choiceMessages.yes },
  { value: 'No', label: choiceMessages.no },
] as const satisfies readonly Option<'Yes' | 'No'>[];

/** Male or Female, stored as the word. */
const genderOptions = [
  { value: 'Male', label: choiceMessages.male },
  { value: 'Female', label: choiceMessages.female },
] as const satisfies readonly Option<'Male' | 'Female'>[];

/** The person's gender for a quote (Male or Female, stored as the word) of the surrounding <Form>. */
export const FormGenderField = <T extends FieldValues>({
  name,
  legend,
}: {
  name: FieldPath<T>;
  legend: string;
}) => <FormRadioGroup<T, 'Male' | 'Female'> name={name} legend={legend} options={genderOptions} />;

/** A Yes/No question of the surrounding <Form> whose answer is a boolean (no answer yet: neither checked). */
export const FormYesNoField = <T extends FieldValues>({
  name,
  legend,
}: {
  name: FieldPath<T>;
  legend: string;
}) => (
  <FormRadioGroup<T, 'Yes' | 'No'>
    name={name}
    legend={legend}
    options={yesNoOptions}
    toValue={(v) => v === 'Yes'}
    fromValue={(v) => (typeof v === 'boolean' ? (v ? 'Yes' : 'No') : null)}
  />
);

/**
 * The form's submit button: disabled until the form is valid (spec 5) and while it is sent.
 * `whenInvalid="explain"` keeps it pressable instead, for a form whose press lists what to fix.
 */
export const SubmitButton = ({
  children,
  busy = false,
  whenInvalid = 'disable',
}: {
  children: ReactNode;
  busy?: boolean;
  whenInvalid?: 'disable' | 'explain';
}) => {
  const { isValid, isSubmitting, errors } = useFormState();
  // A server refusal set as the form's root error (a save that failed) leaves the fields valid: the
  // person can press again as they are, so the button does not lock with everything they typed.
  const onlyServerError = errors.root !== undefined && Object.keys(errors).length === 1;
  const untilValid = whenInvalid === 'disable' && !isValid && !onlyServerError;
  return (
    <Button
      type="submit"
      disabled={busy || isSubmitting || untilValid}
      {...(untilValid && !busy && !isSubmitting ? { [UNTIL_VALID]: '' } : {})}
    >
      {children}
    </Button>
  );
};

const alertCss = { color: theme.bad, fontWeight: 700, margin: 0 } as const;

/** After a press with errors: how many fields need fixing, announced at once. */
export const ErrorSummary = ({ message }: { message: (count: number) => string }) => {
  const { errors, submitCount } = useFormState();
  const count = Object.keys(errors).length;
  if (submitCount === 0 || count === 0) return null;
  return (
    <p role="alert" css={alertCss}>
      {message(count)}
    </p>
  );
};

/** The form's own error, set with `setError('root', …)` (a save that failed), announced at once. */
export const FormFailure = () => {
  const { errors } = useFormState();
  const message = useTranslatedText(errors.root?.message);
  if (!errors.root) return null;
  return (
    <p role="alert" css={alertCss}>
      {message}
    </p>
  );
};
