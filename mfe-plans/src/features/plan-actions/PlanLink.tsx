/**
 * The links every plan card of a list repeats (details, enroll), made cheap for long lists.
 *
 * React Router's <Link> resolves its path and reads the location on every render (some 25 hooks), so a
 * list of 150 cards holds 300 of them, and each change of the address (?sort=, ?compare=) re-renders
 * all 300 inside cards that are otherwise memoized. A list wraps its cards in <PlanLinks>, which keeps
 * the router's `navigate`; a card's <PlanLink> is then a plain <a> with the href <Link> writes (the
 * path itself: the suite's routers, the shell's and the embedding's, have no basename) that, on a plain
 * left click, navigates in place as <Link> does; a click with a modifier key or another button, or on a
 * link with another target, is left to the browser (a new tab or window). Outside <PlanLinks>,
 * <PlanLink> is a <Link>. A card's links never lead to the page they are on, so <Link>'s
 * replace-when-same-page does not arise.
 *
 * (Only names the suite already imports from react-router-dom: the shared copy the shell provides is
 * tree-shaken to those, see tooling/rspack.mjs.)
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
import { Link, type NavigateFunction, useNavigate } from 'react-router-dom';

interface Links {
  follow: (event: MouseEvent<HTMLAnchorElement>, to: string) => void;
}

const LinksContext = createContext<Links | null>(null);

/** Gives the <PlanLink>s inside one navigate (a stable value: they do not re-render when the address changes). */
export const PlanLinks = ({ children }: { children: ReactNode }) => {
  const navigate = useNavigate();
  const navigateRef = useRef<NavigateFunction>(navigate);
  navigateRef.current = navigate;
  const links = useMemo<Links>(
    () => ({
      follow: (event, to) => {
        const { target } = event.currentTarget;
        const plain =
          event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
        if (event.defaultPrevented || !plain || (target !== '' && target !== '_self')) return;
        event.preventDefault();
        void navigateRef.current(to);
      },
    }),
    [],
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
      href={to}
      onClick={(event) => {
        onClick?.(event);
        links.follow(event, to);
      }}
    />
  );
};
