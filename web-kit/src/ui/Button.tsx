import type { ButtonHTMLAttributes } from 'react';
import { buttonCss, secondaryButtonCss } from 'web-kit/theme';

/** A 48px button with a visible focus; `type` defaults to "button" so it never submits by accident. */
export const Button = ({
  variant = 'primary',
  type = 'button',
  ...props
}: { variant?: 'primary' | 'secondary' } & ButtonHTMLAttributes<HTMLButtonElement>) => (
  <button type={type} css={variant === 'primary' ? buttonCss : secondaryButtonCss} {...props} />
);
