import { act, fireEvent, screen } from '@testing-library/react';
import { RouteError } from 'shared-contracts';
import { describe, expect, it, vi } from 'vitest';
import { renderWithHost, testHost } from 'web-kit/test-host';
import { RemoteLoadError } from '../../federation/runtime-plugin';
import { RemoteBoundary } from './RemoteBoundary';

const registry = vi.hoisted(() => ({ down: true, loads: 0 }));
vi.mock('../../federation/registry', () => ({
  forgetRemote: vi.fn(),
  loadRemotePages: vi.fn(async () => {
    registry.loads++;
    if (registry.down) throw new Error('still down');
    return { pages: {} };
  }),
}));

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

  it('tries a remote that could not load again in the background and shows it once it is back', async () => {
    vi.useFakeTimers();
    try {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const remote = { down: true };
      registry.down = true;
      registry.loads = 0;
      renderWithHost(
        <RemoteBoundary remote="mfe_plans" retryDelaysMs={[100, 200]}>
          <Flaky remote={remote} />
        </RemoteBoundary>,
        testHost().host,
      );
      expect(screen.getByTestId('remote-fallback')).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(registry.loads).toBe(1);
      // Still down: the fallback stays (no flash of a loading state) and the next wait is longer.
      expect(screen.getByTestId('remote-fallback')).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(150));
      expect(registry.loads).toBe(1);
      remote.down = false;
      registry.down = false;
      await act(() => vi.advanceTimersByTimeAsync(50));
      expect(registry.loads).toBe(2);
      expect(screen.getByText('plans loaded')).toBeTruthy();
      expect(screen.queryByTestId('remote-fallback')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('tries again at once when the browser comes back online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const remote = { down: true };
    registry.down = false;
    registry.loads = 0;
    mount(<Flaky remote={remote} />);
    expect(screen.getByTestId('remote-fallback')).toBeTruthy();
    remote.down = false;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(registry.loads).toBe(1);
    expect(screen.getByText('plans loaded')).toBeTruthy();
  });

  it('shows the 404 page when a page throws not found', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mount(<Thrower error={new RouteError(404, 'no such plan')} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Error 404');
  });
});
