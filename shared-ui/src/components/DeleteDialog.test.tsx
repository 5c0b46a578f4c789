import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeleteDialog } from './DeleteDialog';

describe('DeleteDialog', () => {
  it('asks for confirmation with the texts of the specification', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(<DeleteDialog open name="Firulais" onConfirm={onConfirm} onCancel={onCancel} />);

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Confirmar eliminación');
    expect(dialog).toHaveTextContent('¿Estás seguro de que deseas eliminar a Firulais?');
    expect(dialog).toHaveTextContent(
      'Esta acción no se puede deshacer. Se eliminarán todos los datos asociados a esta mascota.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('shows the deleting state and cannot be cancelled meanwhile', async () => {
    const onCancel = jest.fn();
    render(<DeleteDialog open deleting name="Firulais" onConfirm={jest.fn()} onCancel={onCancel} />);
    expect(await screen.findByRole('button', { name: /Eliminando/ })).toHaveClass('ant-btn-loading');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  });

  it('renders nothing while closed', () => {
    render(<DeleteDialog open={false} name="Firulais" onConfirm={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
