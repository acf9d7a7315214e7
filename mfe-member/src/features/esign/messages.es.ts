import { DEFAULT_SITE_PHONE, TTY } from 'shared-contracts';
import type { Translation } from 'web-kit/i18n';
import type { esignMessages } from './messages';

export default {
  title: 'Firme su documento',
  intro: 'Lea todo el documento de abajo antes de firmarlo.',
  noDocument: 'Abra el enlace que le enviamos, o llámenos, para encontrar el documento que debe firmar.',
  consentTitle: 'Consentimiento para hacer trámites por medios electrónicos',
  consentText: [
    'Antes de firmar, lea esto.',
    'Si acepta, le daremos este documento y su copia firmada por medios electrónicos, y usted lo firmará electrónicamente escribiendo su nombre. Una firma electrónica tiene el mismo efecto que una firma en papel.',
    `Puede pedir una copia en papel sin costo, y puede retirar este consentimiento en cualquier momento, llamando al ${DEFAULT_SITE_PHONE} (TTY: ${TTY}). Retirarlo no anula un documento que ya firmó.`,
    'Para leer, firmar y guardar este documento necesita un dispositivo con un navegador web actualizado y una forma de abrir o imprimir archivos PDF.',
    'Este consentimiento cubre el documento que aparece en esta página.',
  ],
  consentCheck: 'Acepto hacer trámites por medios electrónicos',
  consentButton: 'Continuar',
  consentFailed: 'No pudimos registrar su consentimiento. Inténtelo de nuevo.',
  documentRegion: (title: string) => `Documento: ${title}`,
  signTitle: 'Firmar',
  signatureLabel: 'Escriba su nombre completo para firmar',
  signatureHint: (name: string) => `El nombre en este documento es ${name}.`,
  dateLine: (date: string) => `Fecha: ${date}`,
  sign: 'Firmar el documento',
  signing: 'Firmando…',
  signFailed: 'No pudimos guardar su firma. Inténtelo de nuevo o llámenos.',
  signedTitle: 'Firmado',
  signedLine: (name: string, at: string) => `Firmado por ${name} el ${at}.`,
  downloadPdf: 'Descargar su copia firmada (PDF)',
  downloadFailed: 'No pudimos descargar la copia firmada. Inténtelo de nuevo.',
  superseded: 'Esta versión del documento se reemplazó por una más reciente y ya no se puede firmar.',
} satisfies Translation<typeof esignMessages>;
