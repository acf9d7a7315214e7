/**
 * What a person typed, ticked, focused and pressed on the prerendered page before the app was live (issue
 * 28, item 4): the page's inline script (tooling/index.html) keeps it on `window.__earlyInput`, and the
 * live page, once it shows the same controls, gets it: each field's value (as if typed: React's handlers
 * see it), then the focus where it was, then the last press (a form's Submit, a button), if it came after
 * the typing. Nothing is lost without a sign, and nothing is done twice (it is taken once).
 *
 * A control is found by its place in the page (counted without `<style>` elements: the prerendered page
 * has its styles inline) and checked by its tag, type, name and words; failing
 * that, by its name alone when one control has it. A page that draws its form later (after its data) is
 * watched until every kept field is found, for `WAIT_MS`; a press is done only once every field is.
 */

/** A control of the prerendered page, as the inline script describes it. */
export interface EarlyControl {
  /** Child indexes from the page's root (`[data-remote]`) to the control, `<style>` elements not counted. */
  path: number[];
  tag: string;
  type: string;
  name: string;
  /** A checkbox's or radio's value (which of a group it is); '' otherwise. */
  value: string;
  /** A button's words; '' otherwise. */
  text: string;
}

export interface EarlyField extends EarlyControl {
  entered: string;
  checked: boolean;
}

export interface EarlyInput {
  /** The page's path when it was kept: another page's input is not this page's. */
  path: string;
  fields: Record<string, EarlyField>;
  focus: EarlyControl | null;
  press: (EarlyControl & { submit: boolean }) | null;
  /** Set when the live page has been given it all: keys typed into <body> are no longer kept. */
  done?: boolean;
}

declare global {
  interface Window {
    __earlyInput?: EarlyInput;
  }
}

/** Whether the prerendered copy of the page at `pathname` was given anything (cheap: the replay is lazy). */
export const hasEarlyInput = (pathname: string, win: Window = window): boolean => {
  const early = win.__earlyInput;
  return (
    !!early &&
    early.path === pathname &&
    (!!early.press || !!early.focus || Object.keys(early.fields).length > 0)
  );
};
