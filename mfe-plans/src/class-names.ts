/**
 * Class names for styles serialized once per module (`css()` of @emotion/react), for the elements a
 * long list draws many times (plan cards). An element with a `css` prop renders as three (Emotion's
 * wrapper, its style insertion and the element) and looks its styles up again on every render; with a
 * class name it is the element alone. A plan card has about twenty styled elements and a list up to 150
 * cards, so this removes about half of what React creates for a list.
 *
 * The styles go into the Emotion cache the `css` props use (the host's, or the embedding's own in its
 * shadow root), each once, before the browser paints, exactly as Emotion inserts them itself. Declared
 * with `classNameStyles`, they can go in earlier: `usePreparedStyles` inserts them while the page waits
 * (for the plans), so the list's first render does not compile them (stylis: 40-70 ms of that task at 4x
 * on /plans/all/, bench/main-thread).
 */
import { type SerializedStyles, __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { useEffect, useInsertionEffect } from 'react';
import { whenIdle } from './idle';

type Cache = NonNullable<ReturnType<typeof useEmotionCache>>;
type Styles = Readonly<Record<string, SerializedStyles>>;

const namesByCache = new WeakMap<Cache, WeakMap<Styles, Readonly<Record<string, string>>>>();
const insertedByCache = new WeakMap<Cache, WeakSet<Styles>>();

const classNameOf = (cache: Cache, style: SerializedStyles) => `${cache.key}-${style.name}`;

/** The value `map` keeps for `key`, made by `make` the first time. */
const kept = <K extends object, V>(map: WeakMap<K, V>, key: K, make: () => V): V => {
  const known = map.get(key);
  if (known !== undefined) return known;
  const made = make();
  map.set(key, made);
  return made;
};

/** As Emotion's insertStyles: the rule for the class, then any keyframes it carries (once per cache). */
const insertStyle = (cache: Cache, style: SerializedStyles) => {
  const className = classNameOf(cache, style);
  cache.registered[className] ??= style.styles;
  if (cache.inserted[style.name] !== undefined) return;
  for (let part: SerializedStyles | undefined = style; part; part = part.next)
    cache.insert(part === style ? `.${className}` : '', part, cache.sheet, true);
};

const insertOnce = (cache: Cache, styles: Styles) => {
  const inserted = kept(insertedByCache, cache, () => new WeakSet<Styles>());
  if (inserted.has(styles)) return;
  inserted.add(styles);
  for (const style of Object.values<SerializedStyles>(styles)) insertStyle(cache, style);
};

/** Every style set declared with classNameStyles, in the order declared. */
const declared: Styles[] = [];

/** A module's styles for useClassNames, declared so that usePreparedStyles can insert them ahead. */
export const classNameStyles = <K extends string>(
  styles: Readonly<Record<K, SerializedStyles>>,
): Readonly<Record<K, SerializedStyles>> => {
  declared.push(styles);
  return styles;
};

/** Styles inserted per idle moment where the browser gives no deadline. */
export const STYLES_PER_STEP = 4;
/**
 * The most an idle step takes (ms, at the speed it runs): an idle period can be 50 ms, and a step that
 * fills one is a long task on a slower phone (4x: 52 ms observed on /plans/all/, and Lighthouse's
 * simulation multiplies the full-speed 50 ms by 4).
 */
export const STEP_BUDGET_MS = 8;

/**
 * Inserts the declared styles not yet in the current Emotion cache, in the order declared, while the
 * page is idle: as many as an idle period has time for, within STEP_BUDGET_MS (each well under a
 * millisecond at full speed; STYLES_PER_STEP without a deadline), then the rest in the next one, from the first commit of the
 * component that calls it: for a component that waits (for data) before it draws the elements that use
 * them. Those elements insert what is not in yet themselves (useClassNames), so nothing depends on this
 * having run, or finished.
 */
export const usePreparedStyles = (): void => {
  const cache = useEmotionCache();
  useEffect(() => {
    if (!cache) return;
    const inserted = kept(insertedByCache, cache, () => new WeakSet<Styles>());
    const pending = declared
      .filter((styles) => !inserted.has(styles))
      .flatMap((styles) => Object.values<SerializedStyles>(styles));
    let next = 0;
    let cancel = () => {};
    const step = (deadline?: IdleDeadline) => {
      const until = next + STYLES_PER_STEP;
      const started = performance.now();
      const inTime = (d: IdleDeadline) =>
        d.timeRemaining() > 1 && performance.now() - started < STEP_BUDGET_MS;
      do insertStyle(cache, pending[next++]!);
      while (next < pending.length && (deadline ? inTime(deadline) : next < until));
      if (next < pending.length) cancel = whenIdle(step);
    };
    if (pending.length > 0) cancel = whenIdle(step);
    return () => cancel();
  }, [cache]);
};

/** `styles`' class names in the current Emotion cache (the same object on every call for the same styles). */
export const useClassNames = <K extends string>(
  styles: Readonly<Record<K, SerializedStyles>>,
): Readonly<Record<K, string>> => {
  const cache = useEmotionCache();
  if (!cache) throw new Error('useClassNames: no Emotion cache (mfe-plans renders in a browser only)');
  const names = kept(
    kept(namesByCache, cache, () => new WeakMap()),
    styles,
    () =>
      Object.fromEntries(
        Object.entries<SerializedStyles>(styles).map(([k, style]) => [k, classNameOf(cache, style)]),
      ),
  );
  useInsertionEffect(() => insertOnce(cache, styles), [cache, styles]);
  return names as Readonly<Record<K, string>>;
};
