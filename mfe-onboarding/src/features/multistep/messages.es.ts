import type { Translation } from 'web-kit/i18n';
import type { multistepMessages } from './messages';

export default {
  titles: {
    zip: '¿Cuál es su código postal?',
    name: '¿Cuál es su nombre?',
    contact: '¿Cómo puede comunicarse con usted un agente con licencia?',
    medicare: 'Cuéntenos sobre su Medicare',
    drug: '¿Qué medicamentos recetados toma?',
    doctor: '¿A qué médicos quiere conservar?',
    dental: '¿Qué es lo más importante para usted en un plan?',
  },
  intros: {
    zip: 'Los planes y los precios dependen de dónde vive.',
    name: 'Para que nuestros agentes con licencia sepan a quién ayudan.',
    contact:
      'Un agente con licencia puede comunicarse con usted para responder sus preguntas. No tiene ninguna obligación de inscribirse.',
    medicare:
      'Esto nos ayuda a mostrarle los planes a los que puede unirse y cuándo puede comenzar su cobertura.',
    drug: 'Usamos sus medicamentos para calcular lo que le costará cada plan. Puede saltar este paso y agregarlos después.',
    doctor: 'Revisamos qué planes incluyen a sus médicos. Puede saltar este paso y agregarlos después.',
    dental: 'Ordenamos los planes según lo que es importante para usted.',
  },
  progress: (n: number, total: number) => `Paso ${n} de ${total}`,
  next: 'Continuar',
  finish: 'Ver mis planes',
  back: 'Atrás',
  yourDrugs: 'Medicamentos que agregó',
  noDrugs: 'Todavía no ha agregado ningún medicamento.',
  yourDoctors: 'Médicos que agregó',
  needLocation: 'Regrese y escriba primero su código postal.',
} satisfies Translation<typeof multistepMessages>;
