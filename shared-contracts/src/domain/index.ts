export * from './medigap';
export * from './money';
export * from './plan-derived';
