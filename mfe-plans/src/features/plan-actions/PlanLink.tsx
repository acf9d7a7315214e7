/**
 * The links every plan card of a list repeats (details, enroll), made cheap for long lists.
 *
 * React Router's <Link> resolves its path and reads the location on every render (some 25 hooks), so a
 * list of 150 cards holds 300 of them, and each change of the address (?sort=, ?compare=) re-renders
 * all 300 inside cards that are otherwise memoized. A list wraps its cards in <PlanLinks>: it resolves
 * the router's base once and keeps `navigate`, and a card's <PlanLink> is a plain <a> with the same
 * href that, on a plain left click, navigates in place as <Link> does (a click with a modifier key, or
 * another button, is left to the browser: a new tab or window). Outside <PlanLinks>, <PlanLink> is a
 * <Link>. A card's links never lead to the page they are on, so <Link>'s replace-when-same-page does
 * not arise.
 */
import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  useContext,
  useMemo,
  useRef,
} from 'react';
import { Link, type NavigateFunction, useHref, useNavigate } from 'react-router-dom';

interface Links {
  href: (to: string) => string;
  follow: (event: MouseEvent<HTMLAnchorElement>, to: string) => void;
}

const LinksContext = createContext<Links | null>(null);

/** Gives the <PlanLink>s inside one resolved base and one navigate (a stable value: no re-render on a move). */
export const PlanLinks = ({ children }: { children: ReactNode }) => {
  // The router's base (its basename; '#' in a hash router), to which an absolute path is appended.
  const base = useHref('/').replace(/\/$/, '');
  const navigate = useNavigate();
  const navigateRef = useRef<NavigateFunction>(navigate);
  navigateRef.current = navigate;
  const links = useMemo<Links>(
    () => ({
      href: (to) => `${base}${to}`,
      follow: (event, to) => {
        const plain =
          event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
        if (event.defaultPrevented || !plain) return;
        event.preventDefault();
        void navigateRef.current(to);
      },
    }),
    [base],
  );
  return <LinksContext value={links}>{children}</LinksContext>;
};

export type PlanLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An absolute path of the app ('/plans/hmo/H1234-001-000/'). */
  to: string;
};

export const PlanLink = ({ to, onClick, ...rest }: PlanLinkProps) => {
  const links = useContext(LinksContext);
  if (!links) return <Link to={to} onClick={onClick} {...rest} />;
  return (
    <a
      {...rest}
      href={links.href(to)}
      onClick={(event) => {
        onClick?.(event);
        links.follow(event, to);
      }}
    />
  );
};
