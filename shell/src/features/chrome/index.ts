/** The chrome feature's public face: what sibling features may import (boundaries rule). */
export * from './AgentCard';
export * from './breakpoints';
export * from './Footer';
export * from './LanguageSwitch';
export * from './messages';
export * from './TopBar';
