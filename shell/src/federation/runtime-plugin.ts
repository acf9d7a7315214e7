/**
 * Runtime plugin of the shell's federation instance: when a remote cannot be loaded (after the retry
 * plugin gave up, or refused as incompatible by `refuseIncompatibleRemotes`) the failure is reported and a
 * module whose pages throw is returned, so the React error boundary around that remote shows its
 * fallback while the chrome and the other remotes keep working.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { reportFailure } from '../features/analytics';

export const REMOTE_LOAD_FAILED = 'RemoteLoadFailed';

export class RemoteLoadError extends Error {
  override readonly name = REMOTE_LOAD_FAILED;
  constructor(
    readonly remoteId: string,
    override readonly cause: unknown,
  ) {
    super(`The ${remoteId} part of the site could not be loaded.`);
  }
}

const errorLoadRemotePlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'shell-error-load-remote',
  errorLoadRemote({ id, error, lifecycle }) {
    reportFailure(
      'federation',
      `${id} failed at ${lifecycle}: ${error instanceof Error ? error.message : String(error)}`,
      { remote: id, lifecycle },
    );
    if (lifecycle === 'beforeLoadShare') return undefined;
    const failure = new RemoteLoadError(id, error);
    // The shell's loader turns this marker into a thrown error inside the remote's boundary.
    return { __remoteLoadError: failure };
  },
});

export default errorLoadRemotePlugin;
