/** The drawer feature's public face: what sibling features may import (boundaries rule). */
export * from './Drawer';
export * from './steps';
export * from './early-menu';
