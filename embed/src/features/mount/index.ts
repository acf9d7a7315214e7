// First, before anything parses (see the file).
import 'shared-contracts/zod-config';

export { app } from './app';
