// How a pet's documents word what they print (docs/product/clinical.md#documents): dates dd/mm/aaaa,
// numbers es-ES, people with their CMV, a prescription in one line, each lab value against its range.
import { formatDate, formatNumber, formatPetAge, formatPhone } from '@vet/shared-ui';
import type { PdfSigner } from '@vet/shared-ui/pdf';
import { inTableUnit, LAB_VALUES, labRangeSpecies } from '@vet/shared-ui/labValues';
import type {
  ClinicVet,
  Consultation,
  LabExamValues,
  LabRangeTable,
  Prescription,
  Preventive,
  PreventivesAnswer,
} from '../../api/types';
import { PREVENTIVE_KIND_LABELS } from '@vet/shared-ui';
import { MSG } from '../../messages';
import type { DocumentKind, DocumentPet, DocumentSources } from './documentSources';

export const DOC = {
  title: { summary: 'Resumen clínico', certificate: 'Carnet de vacunación' } as Record<DocumentKind, string>,
  titleOf: (kind: DocumentKind, pet: string) => `${DOC.title[kind]} de ${pet}`,
  generatedOn: (when: string) => `Generado el ${when}`,
  footerLead: 'Documento generado con',
  none: '—',
  noAlerts: 'Sin alergias ni condiciones crónicas registradas.',
  alertsTitle: 'ALERTAS',
  allergies: 'Alergias',
  chronicConditions: 'Condiciones crónicas',
  consultationsTitle: 'Consultas recientes',
  noConsultations: 'Sin consultas registradas.',
  preventivesTitle: 'Vacunas y desparasitaciones',
  noPreventives: 'Sin vacunas ni desparasitaciones registradas.',
  labTitle: 'Último examen de laboratorio',
  noLab: 'Sin exámenes de laboratorio registrados.',
  labCaption: (day: string, species: string) =>
    `Hematología del ${day}; referencia: rangos de la clínica para ${species}.`,
  vaccinesTitle: 'Vacunas',
  dewormingTitle: 'Desparasitaciones',
  noVaccines: 'Sin vacunas registradas.',
  noDeworming: 'Sin desparasitaciones registradas.',
  fileName: { summary: 'resumen-clinico', certificate: 'carnet-vacunacion' } as Record<DocumentKind, string>,
  // The «Documentos» block of the pet's history
  sectionTitle: 'Documentos',
  download: (kind: DocumentKind) => `${DOC.title[kind]} (PDF)`,
  sendWhatsApp: 'Enviar por WhatsApp',
  sendMail: 'Enviar por correo',
  intro:
    'Descarga el documento, o envíalo al propietario: por correo va adjunto en PDF; WhatsApp no permite adjuntar archivos desde un enlace, así que el mensaje le avisa cómo lo recibirá.',
  /** The API's refusal, word for word. */
  noEmail: 'El propietario no tiene correo electrónico registrado',
  noContact: 'El propietario no tiene un número de contacto registrado',
  failed: (kind: DocumentKind) => `No se pudo generar el ${DOC.title[kind].toLowerCase()}.`,
  mailFailed: 'No se pudo enviar el documento.',
};

const STATUS = { low: 'Bajo', high: 'Alto', normal: 'Normal' } as const;

/** «Ana Pérez · CMV 1234», the name alone without a CMV, «—» for nobody. */
export const personText = (who: { name: string; cmv?: string | null } | null | undefined): string =>
  who ? MSG.withCmv(who.name, who.cmv ?? null) : DOC.none;

/** «Metronidazol 15 mg/kg, Oral, cada 12 horas, 7 días» (or «hasta nuevo aviso»). */
export function prescriptionText({ drug, dose, unit, route, frequency, durationDays }: Prescription): string {
  const days = durationDays === null ? MSG.untilFurtherNotice.toLowerCase() : MSG.days(durationDays);
  return `${drug} ${formatNumber(dose, 3)} ${unit}, ${route}, ${frequency}, ${days}`;
}

/** «Presuntivo: …» and «Definitivo: …», each when written; «—» for neither. */
export function diagnosesText(c: Pick<Consultation, 'presumptiveDiagnosis' | 'definitiveDiagnosis'>): string {
  const parts = [
    c.presumptiveDiagnosis && `Presuntivo: ${c.presumptiveDiagnosis}`,
    c.definitiveDiagnosis && `Definitivo: ${c.definitiveDiagnosis}`,
  ].filter(Boolean);
  return parts.length ? parts.join('\n') : DOC.none;
}

/** The treatment, then «Receta:» and one line per medicine. */
export function treatmentText(c: Pick<Consultation, 'treatment' | 'prescriptions'>): string {
  const lines = [
    c.treatment,
    ...(c.prescriptions.length ? ['Receta:', ...c.prescriptions.map(prescriptionText)] : []),
  ];
  const text = lines.filter(Boolean).join('\n');
  return text || DOC.none;
}

/** The pet's weight: its latest consultation's that took one (with its day), else the pet's record's. */
export function weightText(pet: DocumentPet, consultations: readonly Consultation[]): string {
  const weighed = consultations.find((c) => c.weightKg !== null);
  if (weighed) return `${formatNumber(weighed.weightKg)} kg (consulta del ${formatDate(weighed.date)})`;
  return typeof pet.weight === 'number' ? `${formatNumber(pet.weight)} kg` : DOC.none;
}

/** The pet and owner rows of both documents, two facts a row. */
export function petRows(pet: DocumentPet, consultations: readonly Consultation[], now: Date): string[][] {
  const owner = pet.owner;
  return [
    ['Paciente', pet.name, 'Especie', pet.species],
    ['Raza', pet.breed || DOC.none, 'Sexo', pet.sex || DOC.none],
    [
      'Nacimiento',
      pet.birthDate ? formatDate(pet.birthDate) : DOC.none,
      'Edad',
      (pet.birthDate && formatPetAge(pet.birthDate, now)) || DOC.none,
    ],
    ['Peso', weightText(pet, consultations), '', ''],
    ['Propietario', owner?.name || DOC.none, 'Teléfono', formatPhone(owner?.contact) || DOC.none],
    ['Correo', owner?.email || DOC.none, '', ''],
  ];
}

/** The alerts as «Alergias: …» lines; empty when the pet has none. */
export function alertLines(pet: DocumentPet): string[] {
  return [
    pet.allergies ? `${DOC.allergies}: ${pet.allergies}` : '',
    pet.chronicConditions ? `${DOC.chronicConditions}: ${pet.chronicConditions}` : '',
  ].filter(Boolean);
}

/** A row of «Consultas recientes»: date and time, vet, motivo, diagnoses, treatment and prescription. */
export function consultationRow(c: Consultation): string[] {
  return [formatDate(c.date), personText(c.vet), c.reason, diagnosesText(c), treatmentText(c)];
}

/** «Vencida», «Próxima», «Al día» for the application the due status is counted from; «—» otherwise. */
export function dueText(application: Preventive, preventives: PreventivesAnswer): string {
  const status = preventives.status.find((s) => s.preventiveId === application._id);
  return status ? MSG.dueLabels[status.status] : DOC.none;
}

/** A row of the summary's vaccines and deworming: kind, product, applied, next, status. */
export function summaryPreventiveRow(application: Preventive, preventives: PreventivesAnswer): string[] {
  return [
    PREVENTIVE_KIND_LABELS[application.kind],
    application.product,
    formatDate(application.appliedOn),
    application.nextDue ? formatDate(application.nextDue) : DOC.none,
    dueText(application, preventives),
  ];
}

/** Who applied it with their CMV: the API's when it says one, else the clinic's vets' list's. */
export function appliedByText(application: Preventive, vets: readonly ClinicVet[]): string {
  const by = application.appliedBy as { _id: string; name: string; cmv?: string | null } | null;
  if (!by) return DOC.none;
  const cmv = by.cmv ?? vets.find((vet) => vet._id === by._id)?.cmv ?? null;
  return MSG.withCmv(by.name, cmv);
}

/** A row of the vaccination card: date, product, lot, next due, who applied it. */
export function certificateRow(application: Preventive, vets: readonly ClinicVet[]): string[] {
  return [
    formatDate(application.appliedOn),
    application.product,
    application.lot || DOC.none,
    application.nextDue ? formatDate(application.nextDue) : DOC.none,
    appliedByText(application, vets),
  ];
}

/** Each value of the exam: parameter, result, unit, reference, «Bajo»/«Alto»/«Normal». */
export function labRows(exam: LabExamValues, ranges: LabRangeTable, species: string): string[][] {
  const table = ranges[labRangeSpecies(species).species] ?? {};
  return LAB_VALUES.map(({ key, label, unit }) => {
    const value = inTableUnit(key, exam[key]);
    const range = table[key];
    const status = !range
      ? DOC.none
      : STATUS[value < range.min ? 'low' : value > range.max ? 'high' : 'normal'];
    const reference = range ? `${formatNumber(range.min)} - ${formatNumber(range.max)}` : DOC.none;
    return [label, formatNumber(value), unit, reference, status];
  });
}

/** The signer under the line: the member when a vet with a CMV, else the clinic by its name. */
export function signerOf(sources: Pick<DocumentSources, 'signer' | 'clinic'>): PdfSigner | null {
  if (sources.signer) return sources.signer;
  return sources.clinic ? { name: sources.clinic.name, cmv: '' } : null;
}

/** The local day `YYYY-MM-DD`, for the file's name. */
export function localDay(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}
