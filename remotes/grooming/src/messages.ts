// The grooming messages and the API's own success sentences (docs/product/grooming.md#messages), in one
// place for screens and tests.
export const MSG = {
  created: 'Servicio de Estética registrado con éxito',
  updated: 'Servicio de Estética actualizado con éxito',
  deleted: 'Servicio de Estética eliminado con éxito',
  createFailed: 'Error al registrar el servicio de estética',
  updateFailed: 'Error al actualizar el servicio de estética',
  deleteFailed: 'Error al eliminar el servicio de estética',
  missingPatient: 'ID del paciente no encontrado en la URL',
  listFailed: 'Error al cargar servicios',
  noResults: 'No hay resultados',
  emptyPeriod: 'No hay servicios en este período',
} as const;
