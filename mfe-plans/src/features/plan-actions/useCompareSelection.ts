/** The plans picked for comparison live in the URL (?compare=a,b), so a reload or a shared link keeps them. */
import { startTransition, useCallback, useMemo, useOptimistic } from 'react';
import { useSearchParams } from 'react-router-dom';

export const MAX_COMPARE = 3;

export const parseIdList = (value: string | null): string[] =>
  [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ].slice(0, MAX_COMPARE);

export const useCompareSelection = () => {
  const [params, setParams] = useSearchParams();
  const raw = params.get('compare');
  const inUrl = useMemo(() => parseIdList(raw), [raw]);
  // The router renders a new URL as a transition: until that render of the whole list was done, a box
  // just ticked showed its old state again, and the tick seemed lost (issue 29, at 400% zoom). The choice
  // shows at once; the URL follows.
  const [selected, show] = useOptimistic(inUrl);
  const write = useCallback(
    (ids: string[]) =>
      startTransition(() => {
        show(ids);
        setParams(
          (p) => {
            const next = new URLSearchParams(p);
            if (ids.length) next.set('compare', ids.join(','));
            else next.delete('compare');
            return next;
          },
          { replace: true, preventScrollReset: true },
        );
      }),
    [setParams, show],
  );
  const toggle = useCallback(
    (id: string) => {
      if (selected.includes(id)) write(selected.filter((x) => x !== id));
      else if (selected.length < MAX_COMPARE) write([...selected, id]);
    },
    [selected, write],
  );
  return { selected, toggle, clear: () => write([]) };
};
