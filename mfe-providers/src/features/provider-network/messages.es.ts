import type { Translation } from 'web-kit/i18n';
import type { networkMessages } from './messages';

const miles = (n: number) =>
  n.toLocaleString('es-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export default {
  title: 'Red de proveedores',
  intro:
    'Busque consultorios médicos, clínicas y hospitales cerca de usted, y los médicos que trabajan allí.',
  filtersTitle: 'Filtrar los resultados',
  filterLegends: {
    gender: 'Sexo del médico',
    languages: 'Idiomas que habla',
    groupTypes: 'Tipo de grupo de proveedores',
  },
  filterOptions: {
    gender: { Female: 'Mujer', Male: 'Hombre' },
    languages: { English: 'Inglés', Spanish: 'Español' },
    groupTypes: {
      'Large Hospital-Based': 'Grupo grande con hospital',
      'Primary Care-Focused': 'Grupo de atención primaria',
    },
  },
  radiusLabel: 'Distancia desde su código postal',
  radius: (n: number) => `A menos de ${n} millas`,
  sortLabel: 'Ordenar por',
  sorts: { Distance: 'Distancia', Name: 'Nombre' },
  criteriaTitle: 'Sus criterios de búsqueda',
  removeCriterion: (legend: string, values: string) => `Quitar el filtro: ${legend}: ${values}`,
  counts: (locations: number, groups: number, providers: number) =>
    `${locations} ${locations === 1 ? 'lugar' : 'lugares'}, ${groups} ${groups === 1 ? 'grupo' : 'grupos'} de proveedores, ${providers} ${providers === 1 ? 'proveedor' : 'proveedores'}`,
  areaCounts: (locations: number, groups: number, providers: number) =>
    `Cerca de usted: ${locations} lugares, ${groups} grupos de proveedores y ${providers} proveedores.`,
  empty: 'Ningún lugar coincide con estos filtros. Quite un filtro, o llámenos y le ayudaremos:',
  milesAway: (n: number) => `A ${miles(n)} millas`,
  onsitePharmacy: 'Farmacia en el lugar',
  onsiteLabs: 'Laboratorio en el lugar',
  group: (name: string) => `Grupo de proveedores: ${name}`,
  providersTitle: 'Proveedores en este lugar',
  npi: (npi: string) => `NPI ${npi}`,
  addressOf: (name: string) => `Dirección de ${name}, abre un mapa`,
  callLocation: (name: string, phone: string) => `Llamar a ${name} ${phone}`,
  pagination: 'Páginas de resultados',
  page: (n: number) => `Página ${n}`,
  pageOf: (n: number, of: number) => `Página ${n} de ${of}`,
  previous: 'Página anterior',
  next: 'Página siguiente',
  save: 'Guardar este lugar',
  saveFor: (name: string) => `Guardar ${name}`,
  saved: 'Guardado',
  removeSaved: 'Quitar de los guardados',
  removeSavedFor: (name: string) => `Quitar ${name} de los lugares guardados`,
} satisfies Translation<typeof networkMessages>;
