/**
 * The shell's start-up actors (app state, session, ZIP prompt) without XState (issue 31: XState and
 * @xstate/react were about 14 kB gzip of the first load of /). An actor holds one snapshot, replaced on
 * every change, and tells its subscribers after each event, as an XState actor does. Events sent while
 * it is not running wait and are handled once it starts (the ShellProvider's inner parts send to the app
 * state before its effect starts it); `stop` ends what the current state was waiting for (a lookup, a
 * timer), and the next `start` enters the current state again (React's Strict Mode stops and starts an
 * effect's actor once).
 */

/** A state's name (`'closed'`, `'open.ready'`) and the actor's data. */
export interface Snapshot<Value extends string, Context> {
  value: Value;
  context: Context;
  /** In this state or in one of its substates: `matches('open')` in `'open.ready'`. */
  matches: (state: StatePath<Value>) => boolean;
}

/** A state, or a parent of states: every dotted prefix of a state's name. */
export type StatePath<Value extends string> = Value extends `${infer Parent}.${string}`
  ? Parent | Value
  : Value;

type Listener<S> = (snapshot: S) => void;
export type Observer<S> = Listener<S> | { next?: Listener<S> };

export interface Actor<S, Event> {
  getSnapshot: () => S;
  send: (event: Event) => void;
  subscribe: (observer: Observer<S>) => { unsubscribe: () => void };
  start: () => Actor<S, Event>;
  stop: () => void;
}

/** A snapshot; its type, and so the names of its states, come from where it goes. */
export const snapshotOf = <Value extends string, Context>(
  value: NoInfer<Value>,
  context: Context,
): Snapshot<Value, Context> => ({
  value,
  context,
  matches: (state) => value === state || value.startsWith(`${state}.`),
});

const reentries = new WeakSet<object>();

/** The snapshot of a state entered again: what it waited for is ended and started afresh. */
export const reentering = <S extends object>(snapshot: S): S => {
  reentries.add(snapshot);
  return snapshot;
};

/**
 * An actor from its logic: `handle` turns the snapshot and an event into the next snapshot (the same one
 * when the event changes nothing), `enter` starts what a state waits for and returns how to end it early.
 * `update` (given to `enter`) applies what the wait ended with, unless the state was left meanwhile.
 */
export const createActor = <S extends { value: string }, Event>(
  initial: S,
  logic: {
    handle: (snapshot: S, event: Event) => S;
    enter?: (snapshot: S, update: (next: (current: S) => S) => void) => (() => void) | undefined;
  },
): Actor<S, Event> => {
  let snapshot = initial;
  let running = false;
  const queued: Event[] = [];
  const listeners = new Set<Listener<S>>();
  let leave: (() => void) | undefined;
  let entered = 0;

  const notify = () => {
    for (const listener of [...listeners]) listener(snapshot);
  };
  const enterCurrent = () => {
    const visit = ++entered;
    leave = logic.enter?.(snapshot, (next) => {
      if (running && visit === entered) change(next(snapshot));
    });
  };
  // A new state is left and the next one entered; the same state keeps what it waits for, unless the
  // event enters it again (`reentering`).
  const change = (next: S) => {
    const moved = next.value !== snapshot.value || reentries.has(next);
    snapshot = next;
    if (moved) {
      leave?.();
      leave = undefined;
      enterCurrent();
    }
    notify();
  };

  const actor: Actor<S, Event> = {
    getSnapshot: () => snapshot,
    send: (event) => {
      if (running) change(logic.handle(snapshot, event));
      else queued.push(event);
    },
    subscribe: (observer) => {
      const listener = typeof observer === 'function' ? observer : (s: S) => observer.next?.(s);
      listeners.add(listener);
      return { unsubscribe: () => listeners.delete(listener) };
    },
    start: () => {
      if (running) return actor;
      running = true;
      enterCurrent();
      notify();
      for (const event of queued.splice(0)) change(logic.handle(snapshot, event));
      return actor;
    },
    stop: () => {
      running = false;
      entered += 1;
      leave?.();
      leave = undefined;
    },
  };
  return actor;
};
