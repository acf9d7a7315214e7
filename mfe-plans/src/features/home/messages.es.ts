import type { Translation } from 'web-kit/i18n';
import type { homeMessages } from './messages';

export default {
  title: 'Elija un tipo de plan',
  intro:
    'Hay tres tipos de planes de Medicare que puede comprar. Aquí le explicamos qué hace cada uno, en palabras sencillas.',
  choices: [
    {
      id: 'ma',
      title: 'Medicare Advantage',
      body: 'Un plan que usted recibe en lugar de Medicare Original. Cubre el hospital y las visitas al médico. A menudo también cubre sus medicamentos, y beneficios adicionales como dental, visión y audición. Usted usa la red de médicos del plan (HMO o PPO).',
      to: '/plans/all/',
      cta: 'Ver planes Medicare Advantage',
    },
    {
      id: 'medigap',
      title: 'Medigap (Seguro suplementario de Medicare)',
      body: 'Usted sigue con Medicare Original, y este plan paga una parte o todo lo que le queda por pagar: su deducible y su parte de cada factura. Puede ir a cualquier médico que acepte Medicare. La cobertura de medicamentos es aparte (Parte D).',
      to: '/plans/all/?tab=medSupp',
      cta: 'Ver planes Medigap',
    },
    {
      id: 'pdp',
      title: 'Planes de medicamentos de la Parte D',
      body: 'Cobertura de medicamentos recetados por separado. Agréguela a Medicare Original, o a un plan Medigap, para ayudarle a pagar sus medicinas.',
      to: '/plans/all/?tab=pdp',
      cta: 'Ver planes de medicamentos de la Parte D',
    },
  ],
  drugsTitle: '¿Toma medicamentos recetados?',
  drugsBody: 'Agréguelos primero, y cada plan le mostrará lo que realmente le costaría en el año.',
  drugsCta: 'Agregar sus medicamentos',
  learnMore: '¿Qué es un plan Medigap (Seguro suplementario de Medicare)?',
} satisfies Translation<typeof homeMessages>;
