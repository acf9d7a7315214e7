/** The scheduling feature's public face: giving the main thread back between pieces of start-up work. */
export * from './own-task';
export * from './yield';
