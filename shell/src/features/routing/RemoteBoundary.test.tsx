import { fireEvent, screen } from '@testing-library/react';
import { RouteError } from 'shared-contracts';
import { describe, expect, it, vi } from 'vitest';
import { renderWithHost, testHost } from 'web-kit/test-host';
import { RemoteLoadError } from '../../federation/runtime-plugin';
import { RemoteBoundary } from './RemoteBoundary';

const Thrower = ({ error }: { error: unknown }) => {
  throw error;
};

const Flaky = ({ remote }: { remote: { down: boolean } }) => {
  if (remote.down) throw new RemoteLoadError('mfe_plans', 'offline');
  return <p>plans loaded</p>;
};

const mount = (child: React.ReactNode) =>
  renderWithHost(<RemoteBoundary remote="mfe_plans">{child}</RemoteBoundary>, testHost().host);

describe('RemoteBoundary', () => {
  it('shows the fallback with the agent phone when a remote cannot load, and retries', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const remote = { down: true };
    mount(<Flaky remote={remote} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('This part of the page is not available right now');
    expect(screen.getByRole('link', { name: /\(623\) 223-8884/ }).getAttribute('href')).toBe(
      'tel:+16232238884',
    );
    remote.down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('plans loaded')).toBeTruthy();
  });

  it('shows the 404 page when a page throws not found', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mount(<Thrower error={new RouteError(404, 'no such plan')} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Error 404');
  });
});
