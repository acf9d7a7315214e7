export * from './collate';
export * from './medigap';
export * from './money';
export * from './plan-derived';
