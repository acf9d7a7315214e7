export { defineElement } from './element';
export { loadApp } from './load-app';
export { createParcel, type ParcelProps } from './parcel';
