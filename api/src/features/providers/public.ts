/** The providers feature's public face: what sibling features may import (boundaries rule). */
export * from './nppes-rows';
