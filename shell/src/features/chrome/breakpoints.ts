/**
 * Where the chrome switches to its mobile form (spec 9): small and down in the default layout, md and
 * down in every other layout. The layout provides its pair; the chrome's pieces read it.
 */
import { createContext, useContext } from 'react';
import type { LayoutKind } from 'shared-contracts';
import { theme } from 'web-kit/theme';

export interface Breakpoints {
  mobile: string;
  desktop: string;
}

const MD_AND_DOWN: Breakpoints = { mobile: theme.mobile, desktop: theme.desktop };
const SMALL_AND_DOWN: Breakpoints = { mobile: theme.small, desktop: '@media (min-width: 600px)' };

export const breakpointsFor = (layout: LayoutKind): Breakpoints =>
  layout === 'default' ? SMALL_AND_DOWN : MD_AND_DOWN;

export const BreakpointsContext = createContext<Breakpoints>(MD_AND_DOWN);

export const useBreakpoints = () => useContext(BreakpointsContext);
