import type { Translation } from 'web-kit/i18n';
import type { supplementMessages } from './messages';

export default {
  title: 'Medigap (Seguro suplementario de Medicare)',
  paragraphs: [
    'Medicare Original (Parte A y Parte B) paga mucho de su atención, pero no todo. Usted todavía paga algunos costos, como deducibles, coseguro y copagos.',
    'Un plan Medigap (Seguro suplementario de Medicare) paga una parte o todos esos costos. Los planes se nombran con letras. Toda compañía debe ofrecer los mismos beneficios para la misma letra, así que un Plan G de una compañía cubre lo mismo que un Plan G de otra. Lo que cambia es el precio y el servicio.',
    'Puede ir a cualquier médico de los EE. UU. que acepte Medicare. Los planes Medigap no cubren medicamentos recetados, por eso la mayoría de las personas agrega un plan de medicamentos de la Parte D.',
  ],
  quotes: 'Ver los precios de su área',
  pdp: 'Ver planes de medicamentos de la Parte D',
} satisfies Translation<typeof supplementMessages>;
