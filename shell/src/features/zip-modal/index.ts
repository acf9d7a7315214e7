/** The zip-modal feature's public face: what sibling features may import (boundaries rule). */
export * from './LocationStrip';
export * from './save-location';
export * from './useZipModal';
export * from './ZipModal';
export * from './zip-modal.machine';
