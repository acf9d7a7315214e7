import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Scroll to top on navigation, and to the hash target on anchors (spec 4). */
export const useScrollRestoration = () => {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);
};
