/**
 * The one way a form is built: react-hook-form with the zod resolver over a spec 5 schema, and kit
 * fields wired to it. Values live in the form, so nothing typed is lost on any error; the submit
 * button stays disabled until the schema passes (spec 5).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FormHTMLAttributes, ReactNode } from 'react';
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
import type { z } from 'shared-contracts/zod';
import { theme } from '../theme';
import { Button } from '../ui/Button';
import { type Option, RadioGroup, SelectField, TextField } from '../ui/Field';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

/** A form over `schema`: fields validate when left, then as they are typed in. */
export const useZodForm = <S extends FormSchema>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'>,
): UseFormReturn<z.input<S>, unknown, z.output<S>> =>
  useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onTouched',
    ...options,
    resolver: zodResolver(schema as never) as never,
  });

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
    <form noValidate onSubmit={form.handleSubmit(onValid)} {...props}>
      {children}
    </form>
  </FormProvider>
);

/** A text field of the surrounding <Form>; `mask` shapes what is typed (digits of a date, a ZIP). */
export const FormTextField = <T extends FieldValues>({
  name,
  mask,
  onValueChange,
  ...props
}: {
  name: FieldPath<T>;
  mask?: (raw: string) => string;
  /** Runs after the field took a new value (for a field that follows this one). */
  onValueChange?: (value: string, previous: string) => void;
} & Omit<Parameters<typeof TextField>[0], 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'ref'>) => {
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      {...props}
      name={field.name}
      ref={field.ref}
      value={(field.value as string | undefined) ?? ''}
      onChange={(e) => {
        const previous = (field.value as string | undefined) ?? '';
        const value = mask ? mask(e.target.value) : e.target.value;
        field.onChange(value);
        onValueChange?.(value, previous);
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
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
  return (
    <Button
      type="submit"
      disabled={busy || isSubmitting || (whenInvalid === 'disable' && !isValid && !onlyServerError)}
    >
      {children}
    </Button>
  );
};

/** After a press with errors: how many fields need fixing, announced at once. */
export const ErrorSummary = ({ message }: { message: (count: number) => string }) => {
  const { errors, submitCount } = useFormState();
  const count = Object.keys(errors).length;
  if (submitCount === 0 || count === 0) return null;
  return (
    <p role="alert" css={{ color: theme.bad, fontWeight: 700, margin: 0 }}>
      {message(count)}
    </p>
  );
};
