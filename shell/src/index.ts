// An async boundary so the federation runtime can negotiate shared modules before React loads. It is
// crossed a task after main.js: main.js's own task is the runtime's start-up (the share scope), the next
// the bootstrap chunk's share negotiation and requests (issue 10: one long task before).
import { yieldToMain } from './features/scheduling';

yieldToMain()
  .then(() => import('./bootstrap'))
  .catch((error) => console.error('[shell] failed to start', error));
