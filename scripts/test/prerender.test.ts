// The build-time prerender (scripts/lib/prerender.cjs): the auth remote's login screen as static HTML,
// with the CSS it needs and nothing to run, named by prerender.json.
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';

const require = createRequire(import.meta.url);
const repo = path.join(import.meta.dirname, '../..');
const { renderRemoteScreens, fragmentFile } = require('../lib/prerender.cjs') as {
  renderRemoteScreens: (
    rspackExport: unknown,
    dir: string,
  ) => Promise<{ files: { urlPath: string; file: string; html: string }[]; manifest: unknown }>;
  fragmentFile: (urlPath: string) => string;
};

// A Node build of the remote, then React's prerender: some seconds on a busy machine.
const BUILD_MS = 120_000;

test(
  'the login screen is rendered as the app draws it, its CSS inline, without a script',
  async () => {
    const { files, manifest } = await renderRemoteScreens(rspack, path.join(repo, 'remotes/auth'));
    expect(manifest).toEqual({ routes: { '/auth/login': 'prerender/auth-login.html' } });
    const [login] = files;
    expect(login.file).toBe('prerender/auth-login.html');
    const { html } = login;
    expect(html).toContain('<h1 class="auth-page__title">Iniciar sesión</h1>');
    // The fields keep the real screen's ids: the shell carries what was typed into them over.
    expect(html).toMatch(/<input[^>]*id="field-email"[^>]*type="email"/);
    expect(html).toMatch(/<input[^>]*id="field-password"[^>]*type="password"/);
    // No field has a name: the copy's form, sent before any script (Enter), puts nothing typed in the address.
    expect(html).not.toMatch(/<input[^>]*\sname=/);
    expect(html).toContain('¿Olvidaste tu contraseña?');
    expect(html).toContain('src="data:image/svg+xml;base64,');
    expect(html).toContain('<div class="vet-app">');
    // The screen's own stylesheets and the theme's colours, as antd writes them for the screen's elements.
    const css = html.slice(0, html.indexOf('</style>'));
    expect(css).toMatch(/\.auth-page\s*\{/);
    expect(css).toContain('--ant-color-primary:#0f766e');
    expect(html).not.toMatch(/<script/i);
    expect(html.match(/<style/g)).toHaveLength(1);
  },
  BUILD_MS,
);

test('a screen’s address names its fragment', () => {
  expect(fragmentFile('/auth/login')).toBe('prerender/auth-login.html');
  expect(fragmentFile('/auth/login/')).toBe('prerender/auth-login.html');
  expect(fragmentFile('/')).toBe('prerender/index.html');
});
