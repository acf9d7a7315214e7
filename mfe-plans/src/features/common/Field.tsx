import { type InputHTMLAttributes, useId } from 'react';
import { longDate } from './format';
import { focusRing, inputCss, theme } from './theme';

/** A labelled text field with its hint and its error tied to it for screen readers. */
export const TextField = ({
  label,
  hint,
  error,
  ...input
}: {
  label: string;
  hint?: string | undefined;
  error?: string | null | undefined;
} & InputHTMLAttributes<HTMLInputElement>) => {
  const id = useId();
  const describedBy =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <label htmlFor={id} css={{ fontWeight: 700 }}>
        {label}
      </label>
      {hint ? (
        <span id={`${id}-hint`} css={{ color: theme.muted, fontSize: 16 }}>
          {hint}
        </span>
      ) : null}
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        css={{ ...inputCss, borderColor: error ? theme.bad : theme.border, maxWidth: 420 }}
        {...input}
      />
      {error ? (
        <span id={`${id}-error`} css={{ color: theme.bad, fontWeight: 700 }}>
          {error}
        </span>
      ) : null}
    </div>
  );
};

/** A radio group as a fieldset: big targets, the legend is the question. */
export const RadioGroup = <T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: T | null;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) => (
  <fieldset css={{ border: 0, padding: 0, margin: 0 }}>
    <legend css={{ fontWeight: 700, padding: 0, marginBottom: 4 }}>{legend}</legend>
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      {options.map((o) => (
        <label
          key={o.value}
          css={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 10,
            minHeight: 48,
            padding: '0 16px',
            border: `2px solid ${value === o.value ? theme.primary : theme.border}`,
            borderRadius: 8,
            cursor: 'pointer',
          }}
        >
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={value === o.value}
            onChange={() => onChange(o.value)}
            css={{ width: 24, height: 24, ...focusRing }}
          />
          {o.label}
        </label>
      ))}
    </div>
  </fieldset>
);

/** A choice of dates (YYYY-MM-DD), each shown in words: "January 1, 2027". */
export const DateSelect = ({
  label,
  name,
  value,
  choices,
  disabled,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  choices: readonly string[];
  disabled?: boolean;
  onChange: (value: string) => void;
}) => (
  <label css={{ display: 'flex', flexDirection: 'column', gap: 4, fontWeight: 700 }}>
    {label}
    <select
      name={name}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      css={{ ...inputCss, maxWidth: 420, fontWeight: 400 }}
    >
      {choices.map((c) => (
        <option key={c} value={c}>
          {longDate(c)}
        </option>
      ))}
    </select>
  </label>
);
