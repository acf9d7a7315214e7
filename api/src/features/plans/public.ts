/** The plans feature's public face: what sibling features may import (boundaries rule). */
export * from './person';
export * from './plan-costs';
export * from './pricing-input';
export * from './served-plans';
