// Loads one exam and its pet for the detail and edit screens, turning every failure into its sentence
// (docs/product/lab.md#exam-detail): missing ids, a load error, a missing exam, an answer that is not an
// exam.
import { errorMessage, errorStatus } from '@vet/shared-ui';
import { useGetLabExamQuery } from '../api/labExamEndpoints';
import { useGetPatientQuery } from '../api/patientEndpoints';
import type { ExamPatient, LabExam } from '../api/types';
import { INVALID_EXAM_MESSAGE, parseLabExam } from '../api/labExamSchema';

export const MISSING_IDS = 'IDs no encontrados';
export const NOT_FOUND = 'No se encontró el examen.';

export type ExamWithPatient =
  | { status: 'loading' }
  | { status: 'error'; message: string; retry?: () => void }
  | {
      status: 'ready';
      exam: LabExam;
      patient: ExamPatient;
      /** Reads the exam again (the edit screen's «Recargar» after a stale save). */
      reload: () => { unwrap: () => Promise<unknown> };
    };

export function useExamWithPatient(patientId: string, labExamId: string): ExamWithPatient {
  const skip = !patientId || !labExamId;
  const examQuery = useGetLabExamQuery({ patientId, labExamId }, { skip });
  const petQuery = useGetPatientQuery(patientId, { skip });

  if (skip) return { status: 'error', message: MISSING_IDS };
  if (examQuery.error) {
    if (errorStatus(examQuery.error) === 404) return { status: 'error', message: NOT_FOUND };
    return {
      status: 'error',
      message: `Error al cargar el examen: ${errorMessage(examQuery.error, 'error desconocido')}`,
      retry: examQuery.refetch,
    };
  }
  if (petQuery.error) {
    return {
      status: 'error',
      message: errorMessage(petQuery.error, 'Error al obtener paciente'),
      retry: petQuery.refetch,
    };
  }
  if (examQuery.data === undefined || !petQuery.data) return { status: 'loading' };
  if (examQuery.data === null) return { status: 'error', message: NOT_FOUND };
  const exam = parseLabExam(examQuery.data);
  if (!exam) return { status: 'error', message: INVALID_EXAM_MESSAGE };
  return { status: 'ready', exam, patient: petQuery.data, reload: examQuery.refetch };
}
