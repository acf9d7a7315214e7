/**
 * The multistep page's code, loaded in three tasks (issue 10, Total Blocking Time): its machine (xstate and
 * the machine's set-up, the consumes of the shared xstate and @xstate/react), then the page module (its
 * other consumes: the router, the kit's pages and ui), then the code of the step the address names (the
 * step's form: react-hook-form, the zod resolver, the kit's forms). Evaluated back to back in microtasks
 * they were one long task of the ZIP step's first load at 4x CPU (56 ms observed). The page module is
 * returned once the step's code is loaded too, as before (pages.ts), so the first render shows the form.
 */
import type { ComponentType } from 'react';
import { yieldToMain } from 'shared-contracts';

export interface MultistepModule {
  default: ComponentType;
  preloadStepOf: (pathname: string) => Promise<void>;
}

export interface MultistepLoad {
  machine: () => Promise<unknown>;
  page: () => Promise<MultistepModule>;
  yieldTask?: () => Promise<void>;
}

/** Loads the machine, then (a task later) the page, then (a task later) the step `pathname` names. */
export const loadMultistepInTasks = async (
  { machine, page, yieldTask = yieldToMain }: MultistepLoad,
  pathname: string,
): Promise<MultistepModule> => {
  await machine();
  await yieldTask();
  const module = await page();
  await yieldTask();
  await module.preloadStepOf(pathname);
  return module;
};
