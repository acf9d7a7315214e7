/** What every remote exposes as `./pages`: a page component per route id it owns. */
import type { ComponentType } from 'react';

export interface RemotePagesModule {
  pages: Record<string, ComponentType>;
  /** The build's label, so a switched build can be told apart in tests and support. */
  buildLabel: string;
}

export const isRemotePagesModule = (value: unknown): value is RemotePagesModule =>
  !!value && typeof value === 'object' && 'pages' in value && typeof value.pages === 'object';
