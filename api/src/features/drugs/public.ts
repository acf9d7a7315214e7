/** The drugs feature's public face: what sibling features may import (boundaries rule). */
export { type CatalogueDosage, dosagesByNdc } from './catalogue';
