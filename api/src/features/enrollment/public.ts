/** The enrollment feature's public face: what sibling features may import (boundaries rule). */

export * from './carrier-enrollment';
export * from './enrollment';
