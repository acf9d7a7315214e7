// The app's page (tooling/index.html) as the shell's HtmlRspackPlugin writes it: the entry's scripts are not
// injected as `<script defer>` but preloaded in <head> and run by the template's own loader once the
// prerendered page has painted (issue 10: a deferred script that has arrived runs before the first paint,
// so on a fast network the page showed nothing until main.js had run).
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const APP_PAGE_TEMPLATE = path.resolve(import.meta.dirname, 'index.html');

/**
 * @param {{ htmlRspackPlugin: { files: { js: string[] } } }} params the plugin's template parameters
 * @returns {string}
 */
export const appPage = ({ htmlRspackPlugin }) => {
  const scripts = htmlRspackPlugin.files.js;
  const preloads = scripts.map((src) => `<link rel="preload" as="script" href="${src}" />`).join('');
  const template = readFileSync(APP_PAGE_TEMPLATE, 'utf8');
  for (const marker of ['<!-- app-script-preloads -->', '/* app-scripts */ []']) {
    if (!template.includes(marker)) throw new Error(`tooling/index.html has no ${marker}`);
  }
  return template
    .replace('<!-- app-script-preloads -->', preloads)
    .replace('/* app-scripts */ []', JSON.stringify(scripts));
};
