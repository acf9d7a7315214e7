/** Colours and breakpoints of the chrome: strong contrast and large targets for older visitors. */
export const theme = {
  primary: '#0b3d91',
  primaryDark: '#072a66',
  accent: '#b3261e',
  text: '#1b1b1b',
  muted: '#4a4a4a',
  surface: '#f4f6fa',
  border: '#c7ccd6',
  focus: '#ffbf47',
  /** md and down counts as mobile. */
  mobile: '@media (max-width: 899.95px)',
  desktop: '@media (min-width: 900px)',
} as const;

export const focusRing = {
  '&:focus-visible': { outline: `3px solid ${theme.focus}`, outlineOffset: 2 },
} as const;

/** Text for screen readers only. */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
