// The floor of a first visit (issue 29): a static page that looks like the product's login screen
// (the same title, logo, heading, fields, button and links; remotes/auth's AuthCard and LoginPage) in
// plain HTML with a small inline <style> and no script, served from a tiny HTTP server on localhost.
// On the same network and CPU profile, its LCP is what no product build can beat.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { repoRoot } from './paths.mjs';

const logo = readFileSync(path.join(repoRoot, 'shared-ui/src/brand/logo.svg'), 'utf8');
const logoUrl = `data:image/svg+xml,${encodeURIComponent(logo)}`;

// The classes are the product's (authCard.css, logo.css): lib/screens.mjs's LOGIN_FORM finds both forms.
export const FLOOR_HTML = `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>VetClinic — Sistema Veterinario Integral</title>
<style>
body{margin:0;font:14px/1.5714 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;color:rgba(0,0,0,.88)}
.auth-page{min-height:100vh;box-sizing:border-box;display:flex;align-items:center;justify-content:center;padding:24px 16px;background:linear-gradient(160deg,#ecfdf5 0%,#f0fdfa 50%,#f8fafc 100%)}
.auth-page__inner{width:100%;max-width:440px;display:flex;flex-direction:column;align-items:center;gap:16px}
.vet-logo{display:flex;flex-direction:column;align-items:center;text-align:center;gap:12px}
.vet-logo__name{margin:0;color:#0f766e;font-size:28px;font-weight:700;letter-spacing:-.01em;line-height:1.1}
.vet-logo__subtitle{margin:2px 0 0;color:#4b5563;line-height:1.3}
.auth-page__card{width:100%;box-sizing:border-box;padding:24px;background:#fff;border:1px solid #f0f0f0;border-radius:12px}
.auth-page__title{margin:0 0 12px;font-size:22px;font-weight:600;line-height:1.35}
label{display:block;padding-bottom:8px}
label::before{content:"*";margin-inline-end:4px;color:#ff4d4f}
input{display:block;width:100%;box-sizing:border-box;margin-bottom:24px;padding:4px 11px;font:inherit;border:1px solid #d9d9d9;border-radius:6px}
button{width:100%;height:40px;font:inherit;font-size:16px;color:#fff;background:#0f766e;border:0;border-radius:8px}
.auth-page__links{display:flex;flex-wrap:wrap;justify-content:center;gap:8px 20px}
a{color:#0f766e;text-decoration:none}
</style>
</head>
<body>
<main class="auth-page"><div class="auth-page__inner">
<div class="vet-logo"><img src="${logoUrl}" alt="" width="80" height="80"><div>
<h2 class="vet-logo__name">VetClinic</h2><p class="vet-logo__subtitle">Sistema Veterinario Integral</p></div></div>
<section class="auth-page__card"><h1 class="auth-page__title">Iniciar sesión</h1>
<form method="post" novalidate>
<label for="field-email">Email</label>
<input id="field-email" type="email" autocomplete="email" placeholder="tu@correo.com">
<label for="field-password">Password</label>
<input id="field-password" type="password" autocomplete="current-password" placeholder="Tu contraseña">
<button type="submit">Iniciar sesión</button>
</form></section>
<nav class="auth-page__links"><a href="/auth/forgot-password">¿Olvidaste tu contraseña?</a>
<a href="/auth/register">¿No tienes cuenta? Regístrate</a></nav>
</div></main>
</body>
</html>
`;

/** Serves FLOOR_HTML at every path on 127.0.0.1 (a free port): { url, close }. */
export async function startFloorServer() {
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(FLOOR_HTML);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}/auth/login`, close: () => new Promise((r) => server.close(r)) };
}
