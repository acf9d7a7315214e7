import { SOA_PRODUCT_LABELS_ES } from 'shared-contracts/api/scope-of-appointment';
import type { Translation } from 'web-kit/i18n';
import type { soaMessages } from './messages';

export default {
  products: SOA_PRODUCT_LABELS_ES,
  title: 'Alcance de la cita',
  intro:
    'Medicare nos exige registrar, antes de su reunión, de qué tipos de planes quiere hablar. El agente hablará solo de los productos que usted elija. Esto no lo inscribe en ningún plan, y usted puede cambiar de opinión.',
  productsLegend: '¿De qué productos quiere hablar? Elija todos los que correspondan.',
  chooseProduct: 'Elija al menos un producto',
  beneficiaryTitle: 'La persona que tiene Medicare',
  firstName: 'Nombre',
  lastName: 'Apellido',
  signerLegend: '¿Quién llena este formulario?',
  signerBeneficiary: 'Soy la persona que tiene Medicare',
  signerRepresentative: 'Soy su representante autorizado',
  repName: 'Su nombre completo',
  repRelationship: 'Su relación con la persona que tiene Medicare',
  continue: 'Continuar para firmar',
  failed: 'No pudimos guardar lo que eligió. No se perdió nada: inténtelo de nuevo.',
  confirmationTitle: 'Alcance de la cita confirmado',
  confirmationIntro: 'Gracias. El alcance de la cita está firmado y guardado antes de su reunión.',
  confirmationNext:
    'Su agente con licencia hablará con usted solo de los productos que eligió. Puede pedir una copia en cualquier momento.',
  downloadPdf: 'Descargar su copia firmada (PDF)',
  downloadFailed: 'No pudimos descargar la copia firmada. Inténtelo de nuevo.',
  backToMember: 'Volver a sus páginas de miembro',
} satisfies Translation<typeof soaMessages>;
