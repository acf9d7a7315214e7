import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { PlanLink, PlanLinks } from './PlanLink';

const Where = () => <p data-testid="where">{useLocation().pathname}</p>;
const where = () => screen.getByTestId('where').textContent;

const renderAt = (ui: React.ReactNode) =>
  render(
    <MemoryRouter initialEntries={['/plans/all/']}>
      {ui}
      <Link to="/plans/hmo/H1234-001-000/">Router link</Link>
      <Where />
    </MemoryRouter>,
  );

describe('PlanLink', () => {
  it('inside PlanLinks: the href a Router link writes; a plain click moves in place, then tells the card', () => {
    const chosen = vi.fn();
    renderAt(
      <PlanLinks>
        <PlanLink to="/plans/hmo/H1234-001-000/" onClick={chosen} aria-label="See plan details: Alpha">
          See plan details
        </PlanLink>
      </PlanLinks>,
    );
    const link = screen.getByRole('link', { name: 'See plan details: Alpha' });
    expect(link.getAttribute('href')).toBe(
      screen.getByRole('link', { name: 'Router link' }).getAttribute('href'),
    );
    // With a modifier key (a new tab or window): left to the browser.
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(where()).toBe('/plans/all/');
    // A plain click: handled (default prevented) and the router moves.
    expect(fireEvent.click(link)).toBe(false);
    expect(where()).toBe('/plans/hmo/H1234-001-000/');
    expect(chosen).toHaveBeenCalledTimes(3);
  });

  it('leaves a link to another window to the browser', () => {
    renderAt(
      <PlanLinks>
        <PlanLink to="/plans/hmo/H1234-001-000/" target="_blank">
          Details
        </PlanLink>
      </PlanLinks>,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: 'Details' }))).toBe(true);
    expect(where()).toBe('/plans/all/');
  });

  it('leaves a click its card already handled alone', () => {
    renderAt(
      <PlanLinks>
        <PlanLink to="/plans/hmo/H1234-001-000/" onClick={(e) => e.preventDefault()}>
          Details
        </PlanLink>
      </PlanLinks>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Details' }));
    expect(where()).toBe('/plans/all/');
  });

  it('outside PlanLinks, is a Router link', () => {
    renderAt(<PlanLink to="/plans/hmo/H1234-001-000/">Details</PlanLink>);
    fireEvent.click(screen.getByRole('link', { name: 'Details' }));
    expect(where()).toBe('/plans/hmo/H1234-001-000/');
  });
});
