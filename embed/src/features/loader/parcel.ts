import { type Mounting, mountInto } from './mount-into';
import { readProps } from './props';

/** What single-spa hands a parcel's lifecycles: its DOM element and the partner's props. */
export interface ParcelProps {
  domElement: HTMLElement;
  zip?: string;
  partner?: string;
  planType?: string;
  lang?: string;
}

const fromParcel = (props: ParcelProps) =>
  readProps((name) => (name === 'plan-type' ? props.planType : props[name]));

/**
 * single-spa parcel lifecycles (plain async functions: single-spa itself is the partner's). The same
 * mount code as the custom element, into a shadow root on the parcel's `domElement`.
 */
export const createParcel = (assetBase: string) => {
  const mounts = new WeakMap<HTMLElement, Mounting>();
  return {
    bootstrap: async () => {},
    mount: async (props: ParcelProps) => {
      const mounting = mountInto(props.domElement, fromParcel(props), assetBase);
      mounts.set(props.domElement, mounting);
      await mounting.ready;
    },
    update: async (props: ParcelProps) => {
      mounts.get(props.domElement)?.update(fromParcel(props));
    },
    unmount: async (props: ParcelProps) => {
      mounts.get(props.domElement)?.unmount();
      mounts.delete(props.domElement);
    },
  };
};
