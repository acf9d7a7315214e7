/** The runtime feature's public face: the provider that composes every concern into the host context. */
export * from './ShellProvider';
export * from './visit';
