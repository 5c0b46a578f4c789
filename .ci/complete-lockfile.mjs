// The npm registry reachable here lacks some other-platform builds (darwin, win32, …) of packages
// with native bindings (rspack, swc, unrs-resolver), so `npm install` leaves them out of
// package-lock.json and `npm ci` then refuses the lock as "out of sync". This adds each missing
// optional platform package with its os/cpu, so npm ci accepts the lock and skips them, as it
// would skip any build for another platform. Run after every `npm install`: node .ci/complete-lockfile.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony', 'sunos', 'aix'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 'riscv64', 's390x', 'loong64', 'wasm32'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part));
  const libcPart = parts.find((part) => /^(gnu|musl)/.test(part));
  const platform = {};
  if (cpu) platform.cpu = [cpu];
  if (os) platform.os = [os];
  if (libcPart) platform.libc = [libcPart.startsWith('musl') ? 'musl' : 'glibc'];
  return platform;
}

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    // npm looks for a dependency beside its dependent first, then up the tree.
    const candidates = [];
    let base = path;
    for (;;) {
      candidates.push(`${base ? `${base}/` : ''}node_modules/${dep}`);
      const cut = base.lastIndexOf('node_modules/');
      if (cut < 0) break;
      base = base.slice(0, cut).replace(/\/$/, '');
    }
    if (candidates.some((candidate) => lock.packages[candidate])) continue;
    const platform = platformOf(dep);
    if (!platform.os && !platform.cpu) continue; // not a platform build: leave real gaps visible
    lock.packages[`node_modules/${dep}`] = { version, optional: true, ...platform };
    added += 1;
  }
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} paquetes de otras plataformas añadidos`);
