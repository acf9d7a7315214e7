// Component tests: unmount after each test (Testing Library's auto-cleanup needs vitest globals).
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default: a loaded 2-core CI machine takes longer than that to
// render a page now and then, which failed tests that pass on a quiet one. A passing wait still ends as
// soon as its condition holds.
configure({ asyncUtilTimeout: 10_000 });

afterEach(cleanup);
