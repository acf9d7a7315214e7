/** The sessions feature's public face: what sibling features may import (boundaries rule). */
export * from './sessions';
