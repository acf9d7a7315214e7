import { useCallback, useEffect, useRef, useState } from 'react';

export type Resource<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown };

/**
 * Load what `key` names (null: nothing to load yet, e.g. no session). A cache shares one request
 * between pages and survives navigation; a failed request is dropped from it so a retry asks again.
 */
export const useResource = <T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  cache?: Map<string, Promise<T>>,
): Resource<T> & { reload: () => void } => {
  const loadRef = useRef(load);
  loadRef.current = load;
  const [nonce, setNonce] = useState(0);
  const [state, setState] = useState<{ key: string | null; resource: Resource<T> }>({
    key: null,
    resource: { status: 'idle' },
  });

  useEffect(() => {
    if (key === null) {
      setState({ key, resource: { status: 'idle' } });
      return;
    }
    const controller = new AbortController();
    let promise = cache?.get(key);
    if (!promise) {
      // A shared request must not be aborted by one page leaving.
      promise = loadRef.current(cache ? new AbortController().signal : controller.signal);
      if (cache) {
        cache.set(key, promise);
        promise.catch(() => cache.get(key) === promise && cache.delete(key));
      }
    }
    setState((s) =>
      s.key === key && s.resource.status === 'success' ? s : { key, resource: { status: 'loading' } },
    );
    promise.then(
      (data) => !controller.signal.aborted && setState({ key, resource: { status: 'success', data } }),
      (error: unknown) =>
        !controller.signal.aborted && setState({ key, resource: { status: 'error', error } }),
    );
    return () => controller.abort();
    // nonce: a reload runs the effect again.
  }, [key, cache, nonce]);

  const reload = useCallback(() => {
    if (key !== null) cache?.delete(key);
    setNonce((n) => n + 1);
  }, [key, cache]);

  const resource: Resource<T> =
    state.key === key ? state.resource : key === null ? { status: 'idle' } : { status: 'loading' };
  return { ...resource, reload };
};
