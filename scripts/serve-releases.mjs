// @ts-check
// `npm run serve:releases`: serves ./releases on http://localhost:8090, the second origin a tester stages
// a remote on (?remote-lab=http://localhost:8090/lab/<version>/mf-manifest.json). See README "Releases".
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startReleasesServer } from './lib/releases-server.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const USAGE = `Uso: npm run serve:releases -- [--dir <carpeta>] [--port <puerto>] [--host <dirección>] [--shell-origins <orígenes>]

  --dir             carpeta de versiones (RELEASES_DIR; por defecto ./releases)
  --port            puerto (RELEASES_PORT; por defecto 8090)
  --host            dirección (RELEASES_HOST; por defecto 127.0.0.1)
  --shell-origins   orígenes del shell a los que se responde CORS, separados por comas
                    (SHELL_ORIGINS; por defecto http://localhost:8080,http://127.0.0.1:8080)`;

let args;
try {
  args = parseArgs({
    options: {
      dir: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      'shell-origins': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }).values;
} catch {
  process.stderr.write(`Opciones no válidas: ${process.argv.slice(2).join(' ')}\n\n${USAGE}\n`);
  process.exit(1);
}
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}

const env = process.env;
const dir = path.resolve(
  env.INIT_CWD ?? process.cwd(),
  args.dir ?? env.RELEASES_DIR ?? path.join(repoRoot, 'releases'),
);
const port = Number(args.port ?? env.RELEASES_PORT ?? 8090);
const host = args.host ?? env.RELEASES_HOST ?? '127.0.0.1';
const shellOrigins = (
  args['shell-origins'] ??
  env.SHELL_ORIGINS ??
  'http://localhost:8080,http://127.0.0.1:8080'
)
  .split(/[\s,]+/)
  .filter(Boolean);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  process.stderr.write(`Puerto no válido: ${args.port ?? env.RELEASES_PORT}\n`);
  process.exit(1);
}

try {
  const { url, close } = await startReleasesServer({ dir, port, host, shellOrigins });
  console.log(`Versiones de ${dir} en ${url}/<remoto>/<versión>/mf-manifest.json`);
  console.log(`CORS para: ${shellOrigins.join(', ')}`);
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
    process.on(signal, () => void close().then(() => process.exit(0)));
} catch (err) {
  const code = /** @type {NodeJS.ErrnoException} */ (err).code;
  process.stderr.write(
    code === 'EADDRINUSE'
      ? `El puerto ${port} ya está en uso: usa --port u otro RELEASES_PORT.\n`
      : `No se pudo iniciar el servidor de versiones: ${/** @type {Error} */ (err).message}\n`,
  );
  process.exit(1);
}
