export * from './config';
export * from './constants';
export * from './errors';
export * from './events';
export * from './plan-year';
export * from './remote-module';
export * from './routes';
export * from './validation';
