import type { Translation } from 'web-kit/i18n';
import type { zipMessages } from './messages';

export default {
  prompt:
    'Escriba su código postal para que podamos mostrarle los planes de Medicare disponibles en su área.',
  year: (year: number) => `Verá los planes de ${year}.`,
  zipLabel: 'Código postal',
  countyLabel: 'Condado',
  submit: 'Enviar',
  saving: 'Revisando su área…',
  close: 'Cerrar',
} satisfies Translation<typeof zipMessages>;
