export const prefillMessages = {
  title: 'Welcome back',
  notFound: 'We could not find your saved details. You can start here instead.',
  start: 'Get started',
} as const;
