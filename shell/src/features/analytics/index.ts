/** The analytics feature's public face: what sibling features may import (boundaries rule). */
export * from './call-tracking';
export * from './data-layer';
export { reportFailure, startErrorReporting } from './error-reporting';
export * from './usePageViews';
export * from './useWebVitals';
