/** The drawer feature's public face: what sibling features may import (boundaries rule). */
export * from './Drawer';
export * from './early-menu';
export * from './steps';
