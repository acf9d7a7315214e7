/** The session feature's public face: what sibling features may import (boundaries rule). */

export * from './SessionTimeLimit';
export * from './session.machine';
export * from './session-api';
export * from './session-gate';
export * from './useSessionSync';
