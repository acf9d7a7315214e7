/** The robustness feature's public face: what sibling features may import (boundaries rule). */

export * from './focus-after-navigation';
export * from './page-start';
export * from './StatusBanners';
export * from './scroll';
export * from './useOnline';
