/** The robustness feature's public face: what sibling features may import (boundaries rule). */
export * from './StatusBanners';
export * from './scroll';
export * from './useOnline';
