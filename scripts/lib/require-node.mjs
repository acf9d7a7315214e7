// Imported first by `npm start` and `npm test`: ES modules run their imports in order, so the Node check
// runs before any other module of the script is evaluated.
import { exitOnUnsupportedNode } from './node-version.mjs';

exitOnUnsupportedNode();
