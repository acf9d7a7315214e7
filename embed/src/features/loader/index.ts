export { defineElement } from './element';
export { loadApp } from './load-app';
export { createParcel, type ParcelProps } from './parcel';
export { loaderMessages } from './messages';
export { default as loaderMessagesInSpanish } from './messages.es';
