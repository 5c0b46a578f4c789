// axe-core on «Horario de la agenda» as jsdom draws it, before and after a refused save: no serious or
// critical violation (colour contrast aside: jsdom computes no styles); a refused field is focused and
// described by its message.
import { act, screen, within } from '@testing-library/react';
import { clearToasts } from '@vet/shared-ui';
import { seriousViolations, withoutCanvas } from '@vet/shared-ui/testing/axe';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { setupUser } from '@vet/shared-ui/testing/setupUser';
import { renderScreen, schedule } from '../../testing/fixtures';
import SchedulePage from './SchedulePage';

jest.setTimeout(60_000);
const user = setupUser();

beforeEach(() => {
  withoutCanvas();
  fakeApi({ 'GET /clinic/schedule': { status: 200, body: { schedule: schedule() } } });
});

afterEach(() => clearToasts());

test('every field is named, the days too', async () => {
  const { container } = renderScreen(<SchedulePage />, { path: '/appointments/schedule' });
  await screen.findByRole('group', { name: 'Lunes' });
  expect(await seriousViolations(container)).toEqual([]);
});

test('a refusal is announced, its field focused and described, and still nothing serious', async () => {
  const { container } = renderScreen(<SchedulePage />, { path: '/appointments/schedule' });
  const monday = await screen.findByRole('group', { name: 'Lunes' });

  const open = within(monday).getByLabelText('Abre');
  await user.clear(open);
  await user.type(open, '1300');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  const refusal = await within(monday).findByText(
    'Cada día abierto necesita una hora de apertura anterior a la de cierre',
  );
  // The field that is wrong takes the focus and is described by its message; the toast alerts.
  const close = within(monday).getByLabelText('Cierra');
  expect(close).toHaveFocus();
  expect(close).toHaveAccessibleDescription(refusal.textContent!);
  expect(screen.getByRole('alert')).toHaveTextContent('Revisa los campos marcados');
  // The toast would leave while axe works.
  act(() => clearToasts());
  expect(await seriousViolations(container)).toEqual([]);
});
