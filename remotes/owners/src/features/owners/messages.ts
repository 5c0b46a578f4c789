// SPEC §8 "Owners": the server's msg, else this fallback, which SPEC uses for every owner call
// (read, update and delete too), else "Error de red o desconocido." (errorMessage of shared-ui).
export const OWNER_ERROR_FALLBACK = 'Error al crear el dueño';
