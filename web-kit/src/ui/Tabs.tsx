import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { focusRing, theme } from 'web-kit/theme';

export interface Tab<T extends string> {
  id: T;
  label: string;
}

const NEXT: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i + n - 1) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * WAI-ARIA tabs with automatic activation: one tab stop, the arrow keys (and Home, End) move and
 * select. The selected tab's panel is the children. On a phone the tabs stack, each a full-width target.
 */
export const Tabs = <T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  label: string;
  tabs: readonly Tab<T>[];
  selected: T;
  onSelect: (id: T) => void;
  children: ReactNode;
}) => {
  const refs = useRef(new Map<T, HTMLButtonElement | null>());
  const onKeyDown = (e: KeyboardEvent) => {
    const move = NEXT[e.key];
    if (!move) return;
    const to =
      tabs[
        move(
          tabs.findIndex((t) => t.id === selected),
          tabs.length,
        )
      ];
    if (!to) return;
    e.preventDefault();
    onSelect(to.id);
    refs.current.get(to.id)?.focus();
  };
  return (
    <>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 8,
          borderBottom: `3px solid ${theme.primary}`,
          marginBottom: 20,
          [theme.mobile]: { flexDirection: 'column', borderBottom: 0 },
        }}
      >
        {tabs.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current.set(t.id, el);
            }}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={t.id === selected}
            aria-controls={`panel-${t.id}`}
            tabIndex={t.id === selected ? 0 : -1}
            onClick={() => onSelect(t.id)}
            css={{
              minHeight: 52,
              padding: '10px 20px',
              fontSize: 19,
              fontFamily: 'inherit',
              fontWeight: 800,
              border: `2px solid ${theme.primary}`,
              borderBottom: 0,
              borderRadius: '10px 10px 0 0',
              [theme.mobile]: {
                borderBottom: `2px solid ${theme.primary}`,
                borderRadius: 10,
                textAlign: 'left',
              },
              background: t.id === selected ? theme.primary : '#fff',
              color: t.id === selected ? '#fff' : theme.primary,
              cursor: 'pointer',
              ...focusRing,
            }}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${selected}`} aria-labelledby={`tab-${selected}`}>
        {children}
      </div>
    </>
  );
};
