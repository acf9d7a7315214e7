// The pages of a test build of mfe-plans whose every page throws on mount (scripts/lib/throwing-remote.mjs):
// the synthetic check must refuse its release (e2e/tests/delivery/synthetic-check.spec.ts).
import { createElement, useEffect } from 'react';
// React DOM as every remote shares it (the release checks ask for it): named in the heading.
import { version } from 'react-dom';
import { ROUTES } from 'shared-contracts';

export const THROWN = 'this page throws on mount (a test build)';

const ThrowsOnMount = () => {
  useEffect(() => {
    throw new Error(THROWN);
  }, []);
  return createElement('h1', null, `A page that throws (React DOM ${version})`);
};

export const pages = Object.fromEntries(
  ROUTES.filter((r) => r.owner === 'mfe_plans').map((r) => [r.id, ThrowsOnMount]),
);
export const buildLabel = 'throwing';
