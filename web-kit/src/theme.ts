/**
 * The one theme of the suite: colours, breakpoints and the shared styles built on them. Chosen for
 * older visitors: 18px body, strong contrast (text colours at least 6.6:1 on white, borders 3:1),
 * 48px targets and a focus ring that shows on any background.
 */
export const theme = {
  primary: '#0b3d91',
  primaryDark: '#072a66',
  accent: '#b3261e',
  text: '#1b1b1b',
  muted: '#454545',
  surface: '#f4f6fa',
  border: '#8a93a3',
  good: '#0a6b2d',
  bad: '#a3211a',
  focus: '#ffbf47',
  highlight: '#fff4cc',
  /** Spec 9: md and down counts as mobile. */
  mobile: '@media (max-width: 899.95px)',
  /** Spec 9: small and down, the mobile breakpoint of the default layout. */
  small: '@media (max-width: 599.95px)',
  desktop: '@media (min-width: 900px)',
  print: '@media print',
  /**
   * A screen too short for a bar that stays put over the page: a 1024 px tall window zoomed to 200% and
   * more (issue 29), a phone on its side. Such a bar would hide most of what the person reads.
   */
  short: '@media (max-height: 599.95px)',
} as const;

/** A yellow ring inside a black one: visible on white, on the primary blue and on the surface grey. */
export const focusRing = {
  '&:focus-visible': { outline: `3px solid ${theme.focus}`, outlineOffset: 2, boxShadow: '0 0 0 5px #000' },
} as const;

/** The body size of every page (the audience reads large type best). */
export const pageText = { fontSize: 18, lineHeight: 1.5, color: theme.text } as const;

export const buttonCss = {
  minHeight: 48,
  // A link drawn as a button (<a>: content-box by default) is as tall as a <button> (border-box): with
  // the padding and border outside its 48 px it was 72 px tall beside a 48 px button on a plan card.
  boxSizing: 'border-box',
  fontFamily: 'inherit',
  lineHeight: 1.3,
  padding: '10px 20px',
  fontSize: 18,
  fontWeight: 700,
  borderRadius: 8,
  border: `2px solid ${theme.primary}`,
  background: theme.primary,
  color: '#fff',
  cursor: 'pointer',
  textDecoration: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
  '&:hover': { background: theme.primaryDark },
  '&:disabled': { background: '#5c5c5c', borderColor: '#5c5c5c', cursor: 'not-allowed' },
  ...focusRing,
} as const;

export const secondaryButtonCss = {
  ...buttonCss,
  background: '#fff',
  color: theme.primary,
  '&:hover': { background: theme.surface },
} as const;

export const linkCss = {
  color: theme.primary,
  // A target of 24 px at least (WCAG 2.5.8) for a link on a line of its own; on an inline link the padding
  // widens what takes a click or a tap without moving the line.
  paddingBlock: 3,
  fontWeight: 700,
  textDecorationThickness: 2,
  textUnderlineOffset: 3,
  ...focusRing,
} as const;

export const inputCss = {
  minHeight: 48,
  fontFamily: 'inherit',
  fontSize: 18,
  padding: '8px 12px',
  border: `2px solid ${theme.border}`,
  borderRadius: 8,
  color: theme.text,
  background: '#fff',
  boxSizing: 'border-box',
  ...focusRing,
} as const;

/**
 * A fieldset that only groups (no box): a fieldset is at least as wide as its content by default, which
 * makes a page at 320 px, or with a person's wider text spacing, scroll sideways.
 */
export const fieldsetReset = { border: 0, padding: 0, margin: 0, minWidth: 0 } as const;

export const cardCss = {
  border: `2px solid ${theme.border}`,
  borderRadius: 12,
  padding: 20,
  background: '#fff',
} as const;

/** A cell of the site's data tables (plan details, comparisons, the Medigap table, notices of change). */
export const tableCellCss = {
  border: `1px solid ${theme.border}`,
  padding: '10px 12px',
  textAlign: 'left',
  verticalAlign: 'top',
} as const;

/** A wide table's first column: kept in view while the rest scrolls sideways in its `ScrollRegion`. */
export const stickyColumnCss = { position: 'sticky', left: 0, zIndex: 1, background: '#fff' } as const;

/** A data table: full width, collapsed borders, every cell a `tableCellCss`. */
export const dataTableCss = {
  borderCollapse: 'collapse',
  width: '100%',
  '& th, & td': tableCellCss,
} as const;

/** Text for screen readers only. */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** The clickable line of a <details> disclosure: a full-size target with a visible focus. */
export const summaryCss = {
  minHeight: 48,
  display: 'flex',
  alignItems: 'center',
  fontWeight: 700,
  cursor: 'pointer',
  ...focusRing,
} as const;
