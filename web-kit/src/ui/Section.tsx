import { type ReactNode, type Ref, useId } from 'react';

/**
 * A part of a page named by its own h2, so a screen reader lists it as a region by that heading. The
 * heading's id is made here: the pairing cannot be left out or clash with another section on the page.
 * The heading and the content stand in a grid, 12px apart; the caller's `css` (a card, another gap, a
 * margin) is added over that. `children` may be a function of the heading's id, for a form inside that
 * the same heading names. `headingRef` is for a heading the page moves focus to: it then takes focus
 * without joining the tab order.
 */
export const Section = ({
  title,
  children,
  className,
  testId,
  headingRef,
}: {
  title: ReactNode;
  children: ReactNode | ((headingId: string) => ReactNode);
  className?: string;
  testId?: string;
  headingRef?: Ref<HTMLHeadingElement>;
}) => {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={className}
      css={{ display: 'grid', gap: 12 }}
      data-testid={testId}
    >
      <h2 id={headingId} ref={headingRef} tabIndex={headingRef ? -1 : undefined} css={{ margin: 0 }}>
        {title}
      </h2>
      {typeof children === 'function' ? children(headingId) : children}
    </section>
  );
};
