/** E-sign: the signing page and the signed copy's download. */
export { SignedPdfButton } from './SignedPdfButton';
