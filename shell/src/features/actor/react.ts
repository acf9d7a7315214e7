import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { Actor } from './actor';

/** An actor made once, started while the component is mounted (its events meanwhile wait for it). */
export const useStartedActor = <A extends Pick<Actor<unknown, never>, 'start' | 'stop'>>(
  create: () => A,
): A => {
  const [actor] = useState(create);
  useEffect(() => {
    actor.start();
    return () => actor.stop();
  }, [actor]);
  return actor;
};

/** A part of an actor's snapshot, re-rendering when it changes (`selector` returns what it reads, not a new object). */
export const useSelector = <S, T>(
  actor: Pick<Actor<S, never>, 'getSnapshot' | 'subscribe'>,
  selector: (snapshot: S) => T,
): T => {
  const subscribe = useCallback((onChange: () => void) => actor.subscribe(onChange).unsubscribe, [actor]);
  return useSyncExternalStore(
    subscribe,
    () => selector(actor.getSnapshot()),
    () => selector(actor.getSnapshot()),
  );
};
