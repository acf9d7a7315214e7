/** The layout feature's public face: the chrome of a route, composed from the chrome's parts. */
export * from './Layout';
