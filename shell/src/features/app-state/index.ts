/** The app-state feature's public face: what sibling features may import (boundaries rule). */
export * from './app.machine';
export * from './useAppState';
export * from './useCookies';
export * from './useDocumentLanguage';
export * from './useFullReset';
export * from './usePlanYear';
