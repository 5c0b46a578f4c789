import { act, fireEvent, render, screen } from '@testing-library/react';
import { ToastViewport } from './ToastViewport';
import { toast } from './toast';
import { clearToasts } from './toastStore';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => clearToasts());
  jest.useRealTimers();
});

describe('toasts', () => {
  it('shows a success toast politely and removes it after 5 s plus the 300 ms closing animation', () => {
    render(<ToastViewport />);
    act(() => {
      toast.success('Mascota registrada con éxito');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Mascota registrada con éxito');

    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText('Mascota registrada con éxito')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    // Closing: still visible while it animates out.
    expect(screen.getByTestId('toast')).toHaveClass('vet-toast--closing');
    act(() => jest.advanceTimersByTime(300));
    expect(screen.queryByText('Mascota registrada con éxito')).not.toBeInTheDocument();
  });

  it('announces errors and warnings as alerts', () => {
    render(<ToastViewport />);
    act(() => {
      toast.error('Error al crear el dueño');
      toast.warning('Cuidado');
    });
    expect(screen.getAllByRole('alert').map((el) => el.textContent)).toEqual([
      expect.stringContaining('Error al crear el dueño'),
      expect.stringContaining('Cuidado'),
    ]);
  });

  it('honours a custom duration', () => {
    render(<ToastViewport />);
    act(() => {
      toast.info('Guardando', { duration: 1000 });
    });
    act(() => jest.advanceTimersByTime(1300));
    expect(screen.queryByText('Guardando')).not.toBeInTheDocument();
  });

  it('keeps a toast with duration 0 until it is closed', () => {
    render(<ToastViewport />);
    act(() => {
      toast.info('No hay foto nueva para guardar', { duration: 0 });
    });
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText('No hay foto nueva para guardar')).toBeInTheDocument();
  });

  it('closes when its close button is clicked, after the 300 ms animation', () => {
    render(<ToastViewport />);
    act(() => {
      toast.success('Foto actualizada con éxito', { persistent: true });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar notificación' }));
    act(() => jest.advanceTimersByTime(299));
    expect(screen.getByText('Foto actualizada con éxito')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Foto actualizada con éxito')).not.toBeInTheDocument();
  });

  it('stacks several toasts in order and closes only the one asked', () => {
    render(<ToastViewport />);
    let first = 0;
    act(() => {
      first = toast.info('Primero', { duration: 0 });
      toast.info('Segundo', { duration: 0 });
    });
    act(() => {
      toast.dismiss(first);
      jest.advanceTimersByTime(300);
    });
    expect(screen.queryByText('Primero')).not.toBeInTheDocument();
    expect(screen.getByText('Segundo')).toBeInTheDocument();
  });
});
