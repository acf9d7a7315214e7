/** The county-data feature's public face: what sibling features may import (boundaries rule). */
export * from './county-data';
export * from './insert-many';
export * from './reference-cache';
