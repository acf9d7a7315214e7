import type { Translation } from 'web-kit/i18n';
import type { planActionMessages } from './messages';

export default {
  enroll: 'Inscribirse',
  enrollIn: (name: string) => `Inscribirse: ${name}`,
  pin: 'Fijar arriba',
  unpin: 'Dejar de fijar',
  pinFor: (action: string, name: string) => `${action}: ${name}`,
  compare: 'Comparar',
  compareFor: (name: string) => `Comparar ${name}`,
  compareLimit: 'Puede comparar hasta 3 planes. Quite uno para agregar otro.',
  compareSelected: (n: number) =>
    n === 1 ? 'Comparar 1 plan seleccionado' : `Comparar ${n} planes seleccionados`,
  compareHint: 'Elija 2 o 3 planes para compararlos lado a lado.',
  clearCompare: 'Borrar la selección',
} satisfies Translation<typeof planActionMessages>;
