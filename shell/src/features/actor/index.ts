/** The actor feature's public face: what sibling features may import (boundaries rule). */
export * from './actor';
export * from './react';
