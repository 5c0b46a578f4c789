import { errorMessage, errorStatus, fieldErrors, GENERIC_ERROR_MESSAGE } from './errorMessage';

describe('errorMessage', () => {
  it("shows the server's msg", () => {
    expect(
      errorMessage({ status: 404, data: { msg: 'Propietario no encontrado' } }, 'Error al crear el dueño'),
    ).toBe('Propietario no encontrado');
  });

  it('says "Error de red o desconocido." when there was no answer', () => {
    expect(
      errorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, 'Error al crear el dueño'),
    ).toBe('Error de red o desconocido.');
    expect(GENERIC_ERROR_MESSAGE).toBe('Error de red o desconocido.');
  });

  it("uses the caller's fallback for an answer without msg", () => {
    expect(errorMessage({ status: 500, data: '<html>' }, 'Error al crear el dueño')).toBe(
      'Error al crear el dueño',
    );
    expect(errorMessage({ message: 'boom' }, 'Error al obtener pacientes')).toBe(
      'Error al obtener pacientes',
    );
    expect(errorMessage(undefined)).toBe('Error de red o desconocido.');
  });

  it('reads field errors and the status', () => {
    const error = {
      status: 400,
      data: { msg: 'Datos inválidos', errors: [{ field: 'email', msg: 'E-mail no válido' }, { bad: 1 }] },
    };
    expect(fieldErrors(error)).toEqual([{ field: 'email', msg: 'E-mail no válido' }]);
    expect(errorStatus(error)).toBe(400);
    expect(errorStatus({ status: 'FETCH_ERROR', error: '' })).toBeNull();
  });
});
