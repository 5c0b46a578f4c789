import { useReducer } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ToastViewport, clearToasts } from '@vet/shared-ui';
import { counterReducer, initialCounter } from './counterReducer';
import { MSG } from '../../messages';
import { DifferentialCounter } from './DifferentialCounter';
import type { SoundPlayer } from './sounds';

function Harness({ sound, wbc = 10000 }: { sound: SoundPlayer; wbc?: number }) {
  const [state, dispatch] = useReducer(counterReducer, undefined, () => initialCounter());
  return (
    <>
      <input aria-label="campo" />
      <DifferentialCounter state={state} dispatch={dispatch} whiteBloodCells={wbc} sound={sound} />
      <ToastViewport />
    </>
  );
}

const setup = (wbc?: number) => {
  const sound = { click: jest.fn(), complete: jest.fn(), error: jest.fn() };
  render(<Harness sound={sound} wbc={wbc} />);
  return sound;
};
const button = (name: RegExp) => screen.getByRole('button', { name });
const press = (key: string) => fireEvent.keyDown(document.body, { key });

afterEach(() => act(() => clearToasts()));

test('a press counts, clicks, and shows %, absolute count and total', () => {
  const sound = setup(12000);
  fireEvent.click(button(/Linfocitos/));
  fireEvent.click(button(/Linfocitos/));
  fireEvent.click(button(/Monocitos/));
  expect(screen.getByTestId('count-lymphocytes')).toHaveTextContent('2');
  expect(screen.getByTestId('counter-total')).toHaveTextContent('3');
  expect(screen.getByTestId('percent-lymphocytes')).toHaveTextContent('66,7 %');
  // 2 / 3 × 12 000/µL = 8 ×10³/µL
  expect(screen.getByTestId('absolute-lymphocytes')).toHaveTextContent('8 ×10³/µL');
  expect(screen.getByTestId('absolute-monocytes')).toHaveTextContent('4 ×10³/µL');
  expect(sound.click).toHaveBeenCalledTimes(3);
});

test('100 cells is a complete count: a chime and a success status, no error, no toast', () => {
  const sound = setup();
  for (let i = 0; i < 100; i += 1) press('1');
  expect(screen.getByTestId('counter-total')).toHaveTextContent('100');
  expect(sound.complete).toHaveBeenCalledTimes(1);
  expect(sound.click).toHaveBeenCalledTimes(99);
  expect(sound.error).not.toHaveBeenCalled();
  expect(button(/Linfocitos/)).toBeDisabled();
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent('Conteo completo');
  expect(status).toHaveTextContent('Se contaron las 100 células.');
  expect(status).toHaveClass('ant-alert-success');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
});

test('a press beyond 100 warns once, gently, until the count drops below 100 again', () => {
  const sound = setup();
  for (let i = 0; i < 100; i += 1) press('1');
  press('3');
  press('3');
  press('5');
  expect(screen.getByTestId('counter-total')).toHaveTextContent('100');
  const warnings = screen.getAllByTestId('toast');
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toHaveClass('vet-toast--warning');
  expect(warnings[0]).toHaveTextContent(
    'El conteo ya está completo (100 células): esa pulsación no se contó.',
  );
  expect(sound.error).toHaveBeenCalledTimes(1);

  // Undo and count again: complete once more, and the next press beyond warns again.
  press('Backspace');
  press('1');
  press('1');
  expect(sound.complete).toHaveBeenCalledTimes(2);
  expect(sound.error).toHaveBeenCalledTimes(2);
});

test('keys count per type, Backspace undoes once, keys typed in a field are ignored', () => {
  setup();
  press('1');
  press('8');
  expect(screen.getByTestId('count-segmentedNeutrophils')).toHaveTextContent('1');
  expect(screen.getByTestId('count-nrbc')).toHaveTextContent('1');
  press('Backspace');
  expect(screen.getByTestId('count-nrbc')).toHaveTextContent('0');
  expect(screen.getByText(MSG.undone)).toBeInTheDocument();
  expect(button(/Deshacer/)).toBeDisabled();
  press('Backspace');
  expect(screen.getByTestId('counter-total')).toHaveTextContent('1');
  expect(screen.getByText(MSG.nothingToUndo)).toBeInTheDocument();
  fireEvent.keyDown(screen.getByLabelText('campo'), { key: '2' });
  expect(screen.getByTestId('count-bandNeutrophils')).toHaveTextContent('0');
});

test('Reiniciar sets everything to zero', () => {
  setup();
  press('4');
  press('4');
  fireEvent.click(button(/Reiniciar/));
  expect(screen.getByTestId('counter-total')).toHaveTextContent('0');
  expect(screen.getByTestId('count-monocytes')).toHaveTextContent('0');
  expect(screen.getByText(MSG.counterReset)).toBeInTheDocument();
});

test('the sound gets ready while the counter is shown, before any press', async () => {
  const sound = { click: jest.fn(), complete: jest.fn(), error: jest.fn(), prepare: jest.fn() };
  render(<Harness sound={sound} />);
  await waitFor(() => expect(sound.prepare).toHaveBeenCalledTimes(1));
  expect(sound.click).not.toHaveBeenCalled();
});

test('Deshacer is enabled by a count and disabled again once used', () => {
  setup();
  expect(button(/Deshacer/)).toBeDisabled();
  press('2');
  expect(button(/Deshacer/)).toBeEnabled();
  fireEvent.click(button(/Deshacer/));
  expect(screen.getByTestId('count-bandNeutrophils')).toHaveTextContent('0');
  expect(screen.getByText(MSG.undone)).toBeInTheDocument();
  expect(button(/Deshacer/)).toBeDisabled();
});

test('a counting key belongs to the counter and does not also reach the focused element', () => {
  const onKeyDown = jest.fn();
  render(
    <div onKeyDown={onKeyDown}>
      <button type="button">pestaña</button>
      <Harness sound={{ click: jest.fn(), complete: jest.fn(), error: jest.fn() }} />
    </div>,
  );
  const focused = screen.getByRole('button', { name: 'pestaña' });
  fireEvent.keyDown(focused, { key: '5' });
  fireEvent.keyDown(focused, { key: 'Backspace' });
  fireEvent.keyDown(focused, { key: '6' });
  expect(screen.getByTestId('count-basophils')).toHaveTextContent('0');
  expect(screen.getByTestId('count-reticulocytes')).toHaveTextContent('1');
  expect(onKeyDown).not.toHaveBeenCalled();
  // Other keys still reach it (Tab, arrows, Enter…).
  fireEvent.keyDown(focused, { key: 'ArrowRight' });
  expect(onKeyDown).toHaveBeenCalledTimes(1);
});
