import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CallButton } from './CallButton';

describe('call button', () => {
  it('is named by its visible text, so a spoken "Call now" finds it (WCAG 2.5.3)', () => {
    render(<CallButton phone="(623) 223-8884" />);
    const link = screen.getByRole('link');
    expect(link.hasAttribute('aria-label')).toBe(false);
    expect(link.textContent).toContain('Call a licensed insurance agent | (623) 223-8884');
    expect(link.textContent).toMatch(/Call now, a licensed insurance agent at \(623\) 223-8884, TTY 711/);
    expect(link.getAttribute('href')).toBe('tel:+16232238884');
  });
});
