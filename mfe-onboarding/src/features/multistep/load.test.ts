import { describe, expect, it } from 'vitest';
import { loadMultistepInTasks, type MultistepModule } from './load';

describe('loadMultistepInTasks', () => {
  it('loads the machine, then a task later the page, then a task later the step the address names', async () => {
    const order: string[] = [];
    const module: MultistepModule = {
      default: () => null,
      preloadStepOf: async (pathname) => {
        order.push(`step ${pathname}`);
      },
    };
    const loaded = await loadMultistepInTasks(
      {
        machine: async () => order.push('machine'),
        page: async () => {
          order.push('page');
          return module;
        },
        yieldTask: async () => {
          order.push('yield');
        },
      },
      '/onboarding/multistep/step/zip/',
    );
    expect(order).toEqual(['machine', 'yield', 'page', 'yield', 'step /onboarding/multistep/step/zip/']);
    // The page module comes back only once its step's code is loaded (the first render shows the form).
    expect(loaded).toBe(module);
  });

  it('a failed load of the page fails the loader (the shell shows its fault UI), the step never asked for', async () => {
    const order: string[] = [];
    await expect(
      loadMultistepInTasks(
        {
          machine: async () => order.push('machine'),
          page: () => Promise.reject(new Error('chunk failed')),
          yieldTask: async () => {},
        },
        '/onboarding/multistep/step/zip/',
      ),
    ).rejects.toThrow('chunk failed');
    expect(order).toEqual(['machine']);
  });
});
