// The server's msg, else this fallback, used for every owner call (read, update and delete too), else
// "Error de red o desconocido." (errorMessage of shared-ui). docs/product/owners.md#messages.
export const OWNER_ERROR_FALLBACK = 'Error al crear el dueño';
