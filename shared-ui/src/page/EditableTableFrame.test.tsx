// The frame of a table edited as one versioned form (the lab's and the vital signs' ranges): its header
// and buttons for whoever may change it, the reason for whoever may not, and the stale-save warning whose
// «Recargar» drops the unsaved edits.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Role } from '../session/roles';
import { renderWithStore } from '../../testing/renderWithStore';
import { memberSession } from '../../testing/session';
import { EditableTableFrame, type EditableTableFrameProps } from './EditableTableFrame';

afterEach(() => localStorage.clear());

const noop = () => {};

function frame(role: Role, over: Partial<EditableTableFrameProps<unknown>> = {}) {
  const props: EditableTableFrameProps<unknown> = {
    className: 'lab-page',
    title: 'Rangos de referencia',
    back: { to: '/patients/p1/lab-exams', label: 'Volver' },
    permission: 'ranges.write',
    resetLabel: 'Restablecer valores por defecto',
    onReset: noop,
    resetting: false,
    onSave: noop,
    saving: false,
    stale: { stale: false, reloaded: noop },
    refetch: () => ({ unwrap: () => Promise.resolve({}) }),
    discardEdits: noop,
    children: <table aria-label="Rangos Perro" />,
    ...over,
  };
  return renderWithStore(<EditableTableFrame {...props} />, { session: memberSession(role) });
}

test('the header, the working buttons and the table for a role that may change it', () => {
  const onReset = jest.fn();
  const onSave = jest.fn();
  frame('admin', { onReset, onSave });
  const heading = screen.getByRole('heading', { level: 1, name: 'Rangos de referencia' });
  // Inside the page's own wrapper, which its stylesheet lays out.
  expect(heading.closest('.lab-page')).not.toBeNull();
  expect(screen.getByRole('link', { name: /Volver/ })).toHaveAttribute('href', '/patients/p1/lab-exams');
  expect(screen.getByRole('table', { name: 'Rangos Perro' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Restablecer valores por defecto' }));
  expect(onReset).toHaveBeenCalledTimes(1);
  expect(onSave).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(onSave).toHaveBeenCalledTimes(1);
});

test('each button spins while its own request runs', () => {
  frame('admin', { saving: true });
  expect(screen.getByText('Guardar').closest('button')).toHaveClass('ant-btn-loading');
  expect(screen.getByText('Restablecer valores por defecto').closest('button')).not.toHaveClass(
    'ant-btn-loading',
  );
});

test.each<[Role, string]>([
  ['vet', 'Veterinario'],
  ['assistant', 'Asistente'],
])(
  'a role without it (%s) reads the table: both buttons disabled, and why, once above it and on each',
  (role, label) => {
    const reason = `No tienes permiso para cambiar los rangos de referencia. Tu rol en la clínica es ${label}.`;
    const onSave = jest.fn();
    frame(role, { onSave });
    expect(screen.getByRole('alert')).toHaveTextContent(reason);
    for (const name of ['Restablecer valores por defecto', 'Guardar']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(reason);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('table', { name: 'Rangos Perro' })).toBeInTheDocument();
  },
);

test('after a stale save, «Recargar» fetches the table, then drops the edits and the warning', async () => {
  const order: string[] = [];
  const refetch = jest.fn(() => ({
    unwrap: () => {
      order.push('refetch');
      return Promise.resolve({ version: 5 });
    },
  }));
  const discardEdits = jest.fn(() => order.push('discard'));
  const reloaded = jest.fn(() => order.push('hide warning'));
  frame('admin', { stale: { stale: true, reloaded }, refetch, discardEdits });
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Este registro cambió mientras lo editabas');
  expect(alert).toHaveTextContent(
    'Otra sesión lo guardó antes. Recarga para ver la versión actual y vuelve a aplicar tu cambio.',
  );

  fireEvent.click(screen.getByRole('button', { name: 'Recargar' }));
  await waitFor(() => expect(reloaded).toHaveBeenCalledTimes(1));
  expect(order).toEqual(['refetch', 'discard', 'hide warning']);
});
