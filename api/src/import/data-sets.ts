/** Every data set the import knows, in the order they are loaded. Adding a source: CONTEXT.md. */
import type { DataSetDefinition } from './layout';
import { partD } from './part-d/index';

export const dataSets: readonly DataSetDefinition[] = [partD];
