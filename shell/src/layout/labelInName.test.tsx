// A control named otherwise than by its text names its visible text first (WCAG 2.5.3, label in name):
// whoever says or reads what is on screen reaches it.
import { screen } from '@testing-library/react';
import { setToken } from '@vet/shared-ui';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { renderApp } from '../test/renderApp';
import { fakeLoader } from '../test/fakeRemote';
import { ana, anaAtHerClinic } from '../test/remotes';

beforeEach(() => {
  setToken('tok-1');
  fakeApi({ 'GET /auth/user': { status: 200, body: ana } });
});
afterEach(() => localStorage.clear());

/** The text a sighted vet reads on the control: what is not hidden from assistive technology. */
function visibleText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

test('the user menu button is named «M.V. Ana Pérez: menú de usuario», its visible text first', async () => {
  await renderApp({ path: '/reports', loadModule: fakeLoader({}) });
  const menu = await screen.findByRole('button', { name: 'M.V. Ana Pérez: menú de usuario' });
  // The initials beside it are drawn by CSS (layout.css), so they are no part of its text.
  expect(visibleText(menu)).toBe('M.V. Ana Pérez');
  expect(menu.textContent).toBe('M.V. Ana Pérez');
  expect(menu.querySelector('.shell-avatar')).toHaveAttribute('data-initials', 'AP');
});

test('with a role, the menu is named «M.V. Ana Pérez, Administrador: menú de usuario», its visible words first', async () => {
  fakeApi({ 'GET /auth/user': { status: 200, body: anaAtHerClinic } });
  await renderApp({ path: '/reports', loadModule: fakeLoader({}) });
  const menu = await screen.findByRole('button', { name: 'M.V. Ana Pérez, Administrador: menú de usuario' });
  expect(visibleText(menu)).toBe('M.V. Ana Pérez Administrador');
  // The comma is only heard: the words a vet reads on the button start its name, in their order.
  const name = menu.getAttribute('aria-label')!.replace(/,/g, '');
  expect(name.startsWith(visibleText(menu))).toBe(true);
});

test('the top bar’s logo is a link named «VetClinic: ir al inicio», its visible text first', async () => {
  await renderApp({ path: '/reports', loadModule: fakeLoader({}) });
  const home = await screen.findByRole('link', { name: 'VetClinic: ir al inicio' });
  expect(home).toHaveAttribute('href', '/');
  expect(visibleText(home)).toBe('VetClinic');
});
