/** The host feature's public face: what the chrome reads beyond the host context. */
export * from './shell-context';
