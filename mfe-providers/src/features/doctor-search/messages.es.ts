import type { Translation } from 'web-kit/i18n';
import type { doctorSearchMessages } from './messages';

export default {
  title: 'Busque a sus médicos',
  intro:
    'Agregue a los médicos que quiere conservar. Así los planes muestran si cada médico está en su red. Puede marcar a uno como su médico de atención primaria.',
  seePlans: 'Ver los planes con sus médicos',
} satisfies Translation<typeof doctorSearchMessages>;
