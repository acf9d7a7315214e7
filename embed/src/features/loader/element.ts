import { ELEMENT_NAME } from '../../contract';
import { type Mounting, mountInto } from './mount-into';
import { readProps } from './props';

/** `<medicare-plan-finder zip partner plan-type lang>`: mounts when connected, cleans up when removed. */
export const defineElement = (assetBase: string) => {
  if (customElements.get(ELEMENT_NAME)) return;
  class PlanFinderElement extends HTMLElement {
    static observedAttributes = ['zip', 'partner', 'plan-type', 'lang'];
    #mounting: Mounting | null = null;

    connectedCallback() {
      this.#mounting ??= mountInto(this, this.#props(), assetBase);
    }

    disconnectedCallback() {
      this.#mounting?.unmount();
      this.#mounting = null;
    }

    attributeChangedCallback() {
      this.#mounting?.update(this.#props());
    }

    #props() {
      return readProps((name) => this.getAttribute(name));
    }
  }
  customElements.define(ELEMENT_NAME, PlanFinderElement);
};
