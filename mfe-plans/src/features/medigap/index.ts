/** The medigap feature's public face: what sibling features may import (boundaries rule). */
export * from './MedigapPanel';
export * from './MedigapPlanCard';
export * from './MedigapTable';
export * from './messages';
export * from './QuoteForm';
export * from './quote';
export * from './useQuote';
