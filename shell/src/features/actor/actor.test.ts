import { describe, expect, it } from 'vitest';
import { createActor, reentering, type Snapshot, snapshotOf } from './actor';

type State = 'idle' | 'asking' | 'done';
type S = Snapshot<State, { answer: string | null; asked: number }>;
type E = { type: 'ask' } | { type: 'again' };

/** An actor that asks something in `asking`, answered by the test through `answers`. */
const asker = () => {
  const answers: ((answer: string) => void)[] = [];
  const actor = createActor<S, E>(snapshotOf('idle', { answer: null, asked: 0 }), {
    handle: (snapshot, event) => {
      const asked = { ...snapshot.context, asked: snapshot.context.asked + 1 };
      if (event.type === 'ask') return snapshot.value === 'idle' ? snapshotOf('asking', asked) : snapshot;
      return snapshot.value === 'asking' ? reentering(snapshotOf('asking', asked)) : snapshot;
    },
    enter: ({ value }, update) => {
      if (value === 'asking')
        answers.push((answer) => update(({ context }) => snapshotOf('done', { ...context, answer })));
      return undefined;
    },
  });
  return { actor, answers };
};

describe('actor', () => {
  it('keeps the events sent before start and handles them once started', () => {
    const { actor, answers } = asker();
    actor.send({ type: 'ask' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.start();
    expect(actor.getSnapshot().value).toBe('asking');
    expect(answers).toHaveLength(1);
  });

  it('ignores an answer that arrives after its state was entered again or the actor stopped', () => {
    const { actor, answers } = asker();
    actor.start().send({ type: 'ask' });
    actor.send({ type: 'again' });
    answers[0]!('late');
    expect(actor.getSnapshot().matches('asking')).toBe(true);
    actor.stop();
    answers[1]!('after stop');
    expect(actor.getSnapshot().context.answer).toBeNull();
    // Started again (React's Strict Mode), the state is entered again and asks afresh.
    actor.start();
    answers[2]!('yes');
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.answer).toBe('yes');
  });

  it('tells its subscribers after every event, and matches a state by its parents', () => {
    const seen: string[] = [];
    const actor = createActor<Snapshot<'open.ready' | 'closed', null>, { type: 'close' }>(
      snapshotOf('open.ready', null),
      { handle: () => snapshotOf('closed', null) },
    );
    actor.subscribe((s) => seen.push(s.value));
    expect(actor.getSnapshot().matches('open')).toBe(true);
    expect(actor.getSnapshot().matches('open.ready')).toBe(true);
    actor.start().send({ type: 'close' });
    expect(seen).toEqual(['open.ready', 'closed']);
    expect(actor.getSnapshot().matches('open')).toBe(false);
  });
});
