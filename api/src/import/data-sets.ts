/** Every data set the import knows, in the order they are loaded. Adding a source: CONTEXT.md. */

import { fdaNdc } from './fda-ndc/index';
import type { DataSetDefinition } from './layout';
import { maLandscape } from './ma-landscape/index';
import { nppes } from './nppes/index';
import { partD } from './part-d/index';

export const dataSets: readonly DataSetDefinition[] = [partD, maLandscape, fdaNdc, nppes];
