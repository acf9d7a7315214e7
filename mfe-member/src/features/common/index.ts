/** Helpers the member remote's features share. */
export { saveFile } from './download';
export { refusalMessage } from './errors';
export { routeHref } from './paths';
