export * from './medigap';
export * from './plan-derived';
