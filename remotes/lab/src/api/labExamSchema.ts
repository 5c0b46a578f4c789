// Validates what the server sends before a screen trusts it ("Datos del examen inválidos recibidos del
// servidor.", docs/product/lab.md#exam-detail).
import * as yup from 'yup';
import type { LabExam, LabExamDetail } from './types';
import { CELL_TYPES } from '../features/exams/examFields';

const count = yup.number().integer().min(0).max(100).required();

const differentialSchema = yup
  .object(Object.fromEntries(CELL_TYPES.map((cell) => [cell.key, count])))
  .required();

export const labExamSchema = yup.object({
  _id: yup.string().required(),
  patientId: yup.string().required(),
  date: yup.string().required(),
  hematocrit: yup.number().min(0).required(),
  whiteBloodCells: yup.number().min(0).required(),
  totalProtein: yup.number().min(0).required(),
  platelets: yup.number().min(0).required(),
  differentialCount: differentialSchema,
  totalCells: yup.number().integer().min(0).max(100).required(),
  hemotropico: yup.string().nullable().default(''),
  observacion: yup.string().nullable().default(''),
  version: yup.number().integer().min(1).required(),
  // Who created and changed it: absent from an API before the activity log.
  createdBy: yup.string(),
  updatedBy: yup.string(),
});

/** The exam with its authors ('' when not said), or null when the answer does not have the exam's shape. */
export function parseLabExam(raw: unknown): LabExamDetail | null {
  // GET answers { labExam }; the bare exam is accepted too.
  const candidate =
    raw && typeof raw === 'object' && 'labExam' in raw ? (raw as { labExam: unknown }).labExam : raw;
  try {
    const exam = labExamSchema.validateSync(candidate, { strict: true, abortEarly: true });
    return {
      ...(candidate as LabExam),
      date: exam.date.slice(0, 10),
      hemotropico: exam.hemotropico ?? '',
      observacion: exam.observacion ?? '',
      createdBy: exam.createdBy ?? '',
      updatedBy: exam.updatedBy ?? '',
    };
  } catch {
    return null;
  }
}
