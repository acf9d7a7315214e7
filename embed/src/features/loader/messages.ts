/** What the loader shows before the plan finder arrives (it has no theme: plain, large, readable text). */
export const loaderMessages = {
  loading: 'Loading the plan finder…',
  failed: 'The plan finder could not be loaded. To talk to a licensed insurance agent call',
  tty: '(TTY:711)',
} as const;
