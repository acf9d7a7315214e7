/**
 * A page's code loaded in tasks (issue 10, Total Blocking Time): each group of modules (a dynamic import
 * evaluates the module and everything it imports that is not evaluated yet) in a task of its own, the
 * page module last. Evaluated back to back in microtasks, /plans/all/'s modules (the shared packages the
 * page consumes, the plan cards' styles serialized at import, the list) were one task of 81 ms at 4x CPU
 * (bench/main-thread). The page module comes back only once every group is loaded, as one import did, so
 * its first render is the same (what the prerendered page showed: no loading flash, no layout shift).
 * The model is mfe-onboarding's multistep loader.
 */
import { yieldToMain } from 'shared-contracts';

export type ModuleGroup = () => Promise<unknown>;

/** Loads `groups` one a task (in order), then, a task after the last, the page module. */
export const loadInTasks = async <M>(
  groups: readonly ModuleGroup[],
  page: () => Promise<M>,
  yieldTask: () => Promise<void> = yieldToMain,
): Promise<M> => {
  for (const group of groups) {
    await group();
    await yieldTask();
  }
  return page();
};
