import type { InputHTMLAttributes, ReactNode } from 'react';
import { focusRing } from 'web-kit/theme';

/** A checkbox whose whole label is the 48px target. */
export const Checkbox = ({
  children,
  ...input
}: { children: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) => (
  <label css={{ display: 'inline-flex', gap: 12, alignItems: 'center', minHeight: 48, cursor: 'pointer' }}>
    <input type="checkbox" css={{ width: 28, height: 28, flex: 'none', ...focusRing }} {...input} />
    {children}
  </label>
);
