/** The page-head feature's public face: the prerendered page's title and description (build time only). */
export * from './messages';
