// The takeover of a prerendered screen (issue 29): the copy the server painted stays, #root hidden,
// while React shows only waits; the real screen then replaces it with what was typed, the focus and
// the caret; the timeout replaces it whatever is there.
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { act } from '@testing-library/react';
import { RemoteLoading } from '../federation/RemoteLoading';
import { takeOverPrerendered, TAKEOVER_TIMEOUT_MS } from './prerendered';

const COPY = `
  <div id="prerendered" data-path="/auth/login">
    <h1>Iniciar Sesión</h1>
    <form novalidate>
      <label for="field-email">Email</label><input id="field-email" name="email" type="email" />
      <label for="field-password">Password</label><input id="field-password" name="password" type="password" />
      <label><input name="remember" type="checkbox" value="yes" /> Recordarme</label>
      <button type="submit">Iniciar sesión</button>
    </form>
    <a href="/auth/forgot-password">¿Olvidaste tu contraseña?</a>
  </div>`;

/** The real login screen, small: React-controlled fields (the same ids and names as the copy's). */
function LoginScreen({ onChange }: { onChange: (name: string, value: string | boolean) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  return (
    <main>
      <h1>Iniciar Sesión</h1>
      <form noValidate>
        <label htmlFor="field-email">Email</label>
        <input
          id="field-email"
          name="email"
          type="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            onChange('email', event.target.value);
          }}
        />
        <label htmlFor="field-password">Password</label>
        <input
          id="field-password"
          name="password"
          type="password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            onChange('password', event.target.value);
          }}
        />
        <label>
          <input
            name="remember"
            type="checkbox"
            value="yes"
            checked={remember}
            onChange={(event) => {
              setRemember(event.target.checked);
              onChange('remember', event.target.checked);
            }}
          />
          Recordarme
        </label>
        <button type="submit">Iniciar sesión</button>
      </form>
    </main>
  );
}

/** What the shell always renders around a screen: the text wrapper and the toasts' empty region. */
function Frame({ children }: { children?: React.ReactNode }) {
  return (
    <div className="vet-app">
      {children}
      <section aria-label="Avisos" />
    </div>
  );
}

let root: Root;
let stop: () => void;

function open(path: string, html: string) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `${html}<div id="root"></div>`;
  stop = takeOverPrerendered();
  root = createRoot(document.getElementById('root')!);
}

const rootElement = () => document.getElementById('root')!;
const copy = () => document.getElementById('prerendered');
const copyField = (id: string) => copy()!.querySelector<HTMLInputElement>(`#${id}`)!;
const realField = (id: string) => rootElement().querySelector<HTMLInputElement>(`#${id}`)!;

/** A person typing in the static copy (no React there: the value is the element's own). */
function typeInCopy(id: string, text: string) {
  const field = copyField(id);
  field.focus();
  field.value = text;
}

async function render(element: React.ReactNode) {
  await act(async () => root.render(element));
}

afterEach(() => {
  stop();
  act(() => root.unmount());
  jest.useRealTimers();
  window.history.replaceState(null, '', '/');
});

it('without a prerendered copy: nothing changes, #root is never hidden', async () => {
  open('/auth/login', '');
  expect(rootElement()).not.toHaveAttribute('hidden');
  await render(
    <Frame>
      <RemoteLoading remote="auth" />
    </Frame>,
  );
  expect(rootElement()).not.toHaveAttribute('hidden');
  expect(rootElement()).toBeVisible();
});

it('keeps the copy and #root hidden while React shows only waits, and takes over once the real screen is there', async () => {
  open('/auth/login', COPY);
  expect(rootElement()).toHaveAttribute('hidden');

  // The router's empty Suspense (fallback null): only the wrapper and the toasts' region.
  await render(<Frame />);
  expect(copy()).toBeInTheDocument();
  expect(rootElement()).toHaveAttribute('hidden');

  // The auth remote's code loading.
  await render(
    <Frame>
      <RemoteLoading remote="auth" />
    </Frame>,
  );
  expect(copy()).toBeInTheDocument();
  expect(rootElement()).toHaveAttribute('hidden');
  expect(rootElement()).not.toBeVisible();

  await render(
    <Frame>
      <LoginScreen onChange={() => {}} />
    </Frame>,
  );
  expect(copy()).not.toBeInTheDocument();
  expect(rootElement()).not.toHaveAttribute('hidden');
  expect(rootElement().querySelector('h1')).toBeVisible();
  // One of each field: the copy's ids no longer stand beside the real ones.
  expect(document.querySelectorAll('#field-email')).toHaveLength(1);
});

it('carries what was typed in the copy into the real fields (React sees it), with the focus and the caret', async () => {
  open('/auth/login', COPY);
  await render(
    <Frame>
      <RemoteLoading remote="auth" />
    </Frame>,
  );
  typeInCopy('field-email', 'ana@example.com');
  typeInCopy('field-password', 'secreto-1234');
  copyField('field-password').setSelectionRange(3, 3);
  copy()!.querySelector<HTMLInputElement>('[name="remember"]')!.checked = true;

  const changes: [string, string | boolean][] = [];
  await render(
    <Frame>
      <LoginScreen onChange={(name, value) => changes.push([name, value])} />
    </Frame>,
  );

  expect(copy()).not.toBeInTheDocument();
  expect(changes).toEqual([
    ['email', 'ana@example.com'],
    ['password', 'secreto-1234'],
    ['remember', true],
  ]);
  // The state holds them: a re-render keeps them in the controlled fields.
  expect(realField('field-email')).toHaveValue('ana@example.com');
  expect(realField('field-password')).toHaveValue('secreto-1234');
  expect(rootElement().querySelector('[name="remember"]')).toBeChecked();
  expect(realField('field-password')).toHaveFocus();
  expect(realField('field-password').selectionStart).toBe(3);
  expect(realField('field-password').selectionEnd).toBe(3);
  // The password went DOM to DOM: nothing kept in the browser's storage.
  expect(sessionStorage).toHaveLength(0);
  expect(localStorage).toHaveLength(0);
});

it('takes over after the timeout whatever is shown, and the fields get what was typed when they appear', async () => {
  jest.useFakeTimers();
  open('/auth/login', COPY);
  await render(
    <Frame>
      <RemoteLoading remote="auth" />
    </Frame>,
  );
  typeInCopy('field-email', 'ana@example.com');

  await act(async () => jest.advanceTimersByTime(TAKEOVER_TIMEOUT_MS - 1));
  expect(copy()).toBeInTheDocument();
  expect(rootElement()).toHaveAttribute('hidden');

  await act(async () => jest.advanceTimersByTime(1));
  expect(copy()).not.toBeInTheDocument();
  expect(rootElement()).not.toHaveAttribute('hidden');
  expect(rootElement()).toHaveTextContent('Cargando');

  const changes: [string, string | boolean][] = [];
  await render(
    <Frame>
      <LoginScreen onChange={(name, value) => changes.push([name, value])} />
    </Frame>,
  );
  expect(changes).toEqual([['email', 'ana@example.com']]);
  expect(realField('field-email')).toHaveValue('ana@example.com');
  expect(realField('field-email')).toHaveFocus();
});

it('an error screen (no wait in it) takes over at once', async () => {
  open('/auth/login', COPY);
  await render(
    <Frame>
      <div role="alert">No se pudo iniciar la aplicación</div>
    </Frame>,
  );
  expect(copy()).not.toBeInTheDocument();
  expect(rootElement()).not.toHaveAttribute('hidden');
});

it('at another address than the copy’s (a signed-in person sent on): takes over as soon as the app renders, nothing carried', async () => {
  open('/auth/login', COPY);
  typeInCopy('field-email', 'ana@example.com');
  await render(<Frame />);
  expect(copy()).toBeInTheDocument();

  window.history.replaceState(null, '', '/');
  await render(
    <Frame>
      <RemoteLoading remote="auth" />
    </Frame>,
  );
  expect(copy()).not.toBeInTheDocument();
  expect(rootElement()).not.toHaveAttribute('hidden');

  // Later, a form with the same field names gets nothing of the copy.
  await render(
    <Frame>
      <LoginScreen onChange={() => {}} />
    </Frame>,
  );
  expect(realField('field-email')).toHaveValue('');
});

it('a trailing slash is the same address', async () => {
  open('/auth/login/', COPY);
  typeInCopy('field-email', 'ana@example.com');
  await render(
    <Frame>
      <LoginScreen onChange={() => {}} />
    </Frame>,
  );
  expect(realField('field-email')).toHaveValue('ana@example.com');
});

it('holds the copy’s form sent before the takeover (no GET with the password in it), then sends the real one', async () => {
  open('/auth/login', COPY);
  typeInCopy('field-email', 'ana@example.com');
  typeInCopy('field-password', 'secreta123');
  const submit = new Event('submit', { bubbles: true, cancelable: true });
  copy()!.querySelector('form')!.dispatchEvent(submit);
  expect(submit.defaultPrevented).toBe(true);

  const sent: Record<string, string>[] = [];
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value;
    sent.push({ email: value('email'), password: value('password') });
  };
  await render(
    <Frame>
      <div onSubmit={onSubmit}>
        <LoginScreen onChange={() => {}} />
      </div>
    </Frame>,
  );
  expect(sent).toEqual([{ email: 'ana@example.com', password: 'secreta123' }]);
});

it('sends nothing when the copy’s form was not sent', async () => {
  open('/auth/login', COPY);
  typeInCopy('field-email', 'ana@example.com');
  const onSubmit = jest.fn((event: React.FormEvent) => event.preventDefault());
  await render(
    <Frame>
      <div onSubmit={onSubmit}>
        <LoginScreen onChange={() => {}} />
      </div>
    </Frame>,
  );
  expect(realField('field-email')).toHaveValue('ana@example.com');
  expect(onSubmit).not.toHaveBeenCalled();
});
