/** The routing feature's public face: what sibling features may import (boundaries rule). */
export * from './current-route';
export * from './PageLoading';
