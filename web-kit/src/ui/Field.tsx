/**
 * Form fields that are accessible by construction: the label is tied to its control, the hint and the
 * error are tied to it with aria-describedby, an error marks the control aria-invalid, and the error
 * text sits in a polite live region that is always in the page, so a new error is read out.
 */
import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { useId } from 'react';
import { useTranslatedText, useTranslator } from 'web-kit/i18n';
import { fieldsetReset, focusRing, inputCss, theme } from 'web-kit/theme';
import './rule-messages';

type FieldText = {
  label: string;
  hint?: string | undefined;
  error?: string | null | undefined;
};

const describedBy = (id: string, hint: unknown, error: unknown) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

const Hint = ({ id, children }: { id: string; children: ReactNode }) => (
  <span id={`${id}-hint`} css={{ color: theme.muted, fontSize: 16 }}>
    {children}
  </span>
);

/** Always rendered (empty when all is well): a live region must exist before its text changes. */
const ErrorText = ({ id, children }: { id: string; children: ReactNode }) => {
  const text = useTranslatedText(children);
  return (
    <span
      id={`${id}-error`}
      aria-live="polite"
      css={{ color: theme.bad, fontWeight: 700, '&:empty': { marginTop: -4 } }}
    >
      {text}
    </span>
  );
};

// Never wider than its column: a flex or grid item is at least as wide as its content by default, and a
// select as wide as its longest option (a phone at 320 px, or 400% zoom, has less than 300 px).
const fieldColumn = {
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  minWidth: 0,
  maxWidth: '100%',
} as const;

/** The frame of a labelled control: the label tied to it, its hint above it, its error below it. */
const LabelledField = ({
  id,
  label,
  hint,
  error,
  children,
}: FieldText & { id: string; children: ReactNode }) => (
  <div css={fieldColumn}>
    <label htmlFor={id} css={{ fontWeight: 700 }}>
      {label}
    </label>
    {hint ? <Hint id={id}>{hint}</Hint> : null}
    {children}
    <ErrorText id={id}>{error}</ErrorText>
  </div>
);

/** What ties a control to its frame: its id, and its hint and error through aria-describedby. */
const controlProps = (id: string, hint: unknown, error: unknown) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': describedBy(id, hint, error),
});

/** A labelled text field with its hint and its error. */
export const TextField = ({
  label,
  hint,
  error,
  ref,
  ...input
}: FieldText & { ref?: Ref<HTMLInputElement> } & InputHTMLAttributes<HTMLInputElement>) => {
  const id = useId();
  return (
    <LabelledField id={id} label={label} hint={hint} error={error}>
      {/* type stated even for text: a field's autocomplete purpose (WCAG 1.3.5) is read against its type,
          and HTML CodeSniffer counts an input without one as an invalid autocomplete. */}
      <input
        {...controlProps(id, hint, error)}
        ref={ref}
        type="text"
        css={{ ...inputCss, borderColor: error ? theme.bad : theme.border, maxWidth: 420 }}
        {...input}
      />
    </LabelledField>
  );
};

/** A search box: a labelled text field the browser offers no autofill for (what is typed is a query). */
export const SearchField = ({
  value,
  onSearchChange,
  ...props
}: Omit<Parameters<typeof TextField>[0], 'type' | 'autoComplete' | 'value' | 'onChange'> & {
  value: string;
  onSearchChange: (term: string) => void;
}) => (
  <TextField
    {...props}
    type="search"
    autoComplete="off"
    value={value}
    onChange={(e) => onSearchChange(e.target.value)}
  />
);

export interface Option<T extends string> {
  value: T;
  label: string;
}

/** A labelled select with its hint and its error. */
export const SelectField = <T extends string>({
  label,
  hint,
  error,
  options,
  ref,
  wide,
  ...select
}: FieldText & {
  options: readonly Option<T>[];
  ref?: Ref<HTMLSelectElement>;
  /** A select that holds long option text (a sort order) rather than a short value. */
  wide?: boolean;
} & SelectHTMLAttributes<HTMLSelectElement>) => {
  const t = useTranslator();
  const id = useId();
  return (
    <LabelledField id={id} label={label} hint={hint} error={error}>
      <select
        {...controlProps(id, hint, error)}
        ref={ref}
        css={{
          ...inputCss,
          // Never wider than its column (a select is as wide as its longest option): a phone at 320 px, or
          // 400% zoom, has less than 300 px.
          ...(wide ? { minWidth: 'min(300px, 100%)', maxWidth: '100%' } : { maxWidth: 420 }),
          borderColor: error ? theme.bad : theme.border,
        }}
        {...select}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {t(o.label)}
          </option>
        ))}
      </select>
    </LabelledField>
  );
};

/** A radio group as a fieldset: big targets, the legend is the question. */
export const RadioGroup = <T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  onBlur,
  error,
  ref,
}: {
  legend: string;
  name: string;
  value: T | null;
  options: readonly Option<T>[];
  onChange: (value: T) => void;
  onBlur?: () => void;
  error?: string | null | undefined;
  /** The first radio, so a form can move focus to the question. */
  ref?: Ref<HTMLInputElement>;
}) => {
  const t = useTranslator();
  const id = useId();
  return (
    <fieldset css={fieldsetReset} aria-describedby={error ? `${id}-error` : undefined}>
      <legend css={{ fontWeight: 700, padding: 0, marginBottom: 4 }}>{legend}</legend>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        {options.map((o, i) => (
          <label
            key={o.value}
            css={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 10,
              minHeight: 48,
              padding: '0 16px',
              border: `2px solid ${value === o.value ? theme.primary : error ? theme.bad : theme.border}`,
              borderRadius: 8,
              cursor: 'pointer',
            }}
          >
            <input
              ref={i === 0 ? ref : undefined}
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(o.value)}
              onBlur={onBlur}
              css={{ width: 24, height: 24, flex: 'none', ...focusRing }}
            />
            {t(o.label)}
          </label>
        ))}
      </div>
      <ErrorText id={id}>{error}</ErrorText>
    </fieldset>
  );
};
