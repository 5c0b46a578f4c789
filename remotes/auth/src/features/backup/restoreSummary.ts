import type { RestoreCounts } from '../../api/types';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Se restauraron 3 propietarios, 4 mascotas (2 con foto), …" for the success message. */
export function restoreSummary(c: RestoreCounts): string {
  const parts = [
    count(c.owners, 'propietario', 'propietarios'),
    `${count(c.patients, 'mascota', 'mascotas')}${c.photos ? ` (${c.photos} con foto)` : ''}`,
    count(c.labExams, 'examen de laboratorio', 'exámenes de laboratorio'),
    count(c.grooming, 'servicio de estética', 'servicios de estética'),
  ];
  if (c.labReferenceRanges) parts.push('tus rangos de referencia');
  const last = parts.pop()!;
  return `Se restauraron ${parts.join(', ')} y ${last}.`;
}
