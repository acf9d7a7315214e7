/** The error-pages feature's public face: what sibling features may import (boundaries rule). */
export * from './ErrorPage';
export * from './messages';
export * from './NotFoundPage';
