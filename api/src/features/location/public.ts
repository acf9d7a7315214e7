/** The location feature's public face: what sibling features may import (boundaries rule). */
export * from './location';
export * from './nearby';
export * from './time-zone';
