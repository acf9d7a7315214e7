export { defineElement } from './element';
export { loadApp } from './load-app';
export { loaderMessages } from './messages';
/** The loader's Spanish, for the app's catalogue (loaded only when Spanish is chosen). */
export const loaderMessagesInSpanish = () => import('./messages.es');
export { createParcel, type ParcelProps } from './parcel';
