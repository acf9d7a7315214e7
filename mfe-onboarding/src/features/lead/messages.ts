/** The lead form's texts are the kit's: the embedded plan finder's lead form shows the same ones. */
export { leadFormMessages as leadMessages } from 'web-kit/lead-form/fields';
