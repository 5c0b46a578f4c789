// The pets' messages and screen texts (docs/product/pets.md#messages), in one place so screens and tests
// agree.
export const MSG = {
  created: 'Mascota registrada con éxito',
  deleted: 'Mascota eliminada con éxito',
  photoUpdated: 'Foto actualizada con éxito',
  updated: 'Información actualizada con éxito',
  noChanges: 'No hay cambios para guardar',
  noNewPhoto: 'No hay foto nueva para guardar',
  createFailed: 'Error al registrar mascota',
  updateFailed: 'Error al actualizar la mascota',
  photoFailed: 'Error al actualizar la foto',
  deleteFailed: 'Error al eliminar paciente',
  listFailed: 'Error al obtener pacientes',
  detailFailed: 'Error al obtener paciente',
  missingOwnerId: 'ID del dueño no encontrado en la URL',
  loadingPatient: 'Cargando mascota...',
  notFound: 'Mascota no encontrada',
  notFoundDetail: 'La mascota que buscas no existe o ha sido eliminada',
  noOwner: 'No se encontró información del propietario',
  emptyList: 'No hay pacientes',
} as const;
