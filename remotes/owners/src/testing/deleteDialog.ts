// The owner delete dialog as the vet reads it (docs/product/owners.md#delete), then confirmed: the
// list's and the detail's deletions ask the same.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

export async function confirmOwnerDeletion(name: string): Promise<void> {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Confirmar eliminación')).toBeInTheDocument();
  expect(within(dialog).getByText(`¿Estás seguro de que deseas eliminar a ${name}?`)).toBeInTheDocument();
  expect(
    within(dialog).getByText(
      'Esta acción no se puede deshacer. También se eliminarán sus mascotas, con sus exámenes y servicios de peluquería.',
    ),
  ).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
}
