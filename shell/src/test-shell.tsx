// The whole shell provider at a path, for the tests of what it runs on every page (the visit, its time
// limits, the member's access): the api is whatever fetch the test stubs for http://api.test. `visit`: what
// start.ts makes before the first render (`startVisit`), made at the call unless given.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { configForApiBase } from 'shared-contracts';
import { createQueryClient } from 'web-kit/query';
import { ShellProvider, startVisit, type Visit } from './features/runtime';

export const renderShellAt = (
  path: string,
  page: ReactNode = <p>page</p>,
  visit: Visit = startVisit(configForApiBase('http://api.test')),
) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={createQueryClient()}>
        <ShellProvider config={configForApiBase('http://api.test')} visit={visit}>
          {page}
        </ShellProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
