/** The agents feature's public face: what sibling features may import (boundaries rule). */
export * from './agents';
export * from './seed';
