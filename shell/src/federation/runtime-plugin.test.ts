import { IncompatibleRemoteError } from 'shared-contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetReportingForTests } from 'web-kit/reporting';
import errorLoadRemotePlugin, { RemoteLoadError } from './runtime-plugin';

type Hook = (args: { id: string; error: unknown; lifecycle: string }) => unknown;
const errorLoadRemote = errorLoadRemotePlugin().errorLoadRemote as unknown as Hook;

afterEach(() => {
  resetReportingForTests();
  vi.restoreAllMocks();
});

describe('the shell runtime plugin', () => {
  it('reports a refused remote and hands the boundary a load failure (the fallback with the phone)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const refusal = new IncompatibleRemoteError('mfe_plans', [
      'it was built against shared-contracts 1.0.0; the host accepts ^0.1.0',
    ]);
    const marker = errorLoadRemote({ id: 'mfe_plans/pages', error: refusal, lifecycle: 'onLoad' }) as {
      __remoteLoadError: RemoteLoadError;
    };
    expect(marker.__remoteLoadError).toBeInstanceOf(RemoteLoadError);
    expect(marker.__remoteLoadError.cause).toBe(refusal);
    await vi.waitFor(
      () =>
        expect(logged).toHaveBeenCalledWith(
          "[federation] mfe_plans/pages failed at onLoad: mfe_plans does not match this site's contract: it was built against shared-contracts 1.0.0; the host accepts ^0.1.0",
        ),
      { timeout: 10_000 },
    );
  });

  it('leaves a shared module that failed to the runtime', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(
      errorLoadRemote({ id: 'react', error: new Error('x'), lifecycle: 'beforeLoadShare' }),
    ).toBeUndefined();
  });
});
