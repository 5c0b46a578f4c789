import { jest } from '@jest/globals';
import { newExam } from './helpers/lab.js';
import { newService } from './helpers/grooming.js';
import { petFields } from './helpers/patients.js';
import {
  call,
  form,
  rssKiB,
  signUpOverHttp,
  useServerProcesses,
  type HttpAnswer,
  type ServerProcess,
} from './helpers/server-process.js';

/**
 * 50 vets, each with its own account and address, working at once through the real HTTP server for
 * LOAD_SECONDS (60 by default; shorter for a local run): mixed reads and writes on owners, pets, exams
 * and grooming. No 5xx, no lost or crossed record, and the server's memory does not run away.
 */
const VETS = 50;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
jest.setTimeout((SECONDS + 240) * 1000);

interface Pet {
  id: string;
  exams: Set<string>;
  services: Set<string>;
}
interface Owner {
  id: string;
  name: string;
  /** As the edit form would hold it (issue 22): each edit sends it and keeps the answer's. */
  version: number;
  pets: Map<string, Pet>;
}
/** What one vet knows it has: every acknowledged create, update and delete applied. */
interface Book {
  tag: string;
  token: string;
  ip: string;
  owners: Map<string, Owner>;
}

const latencies: number[] = [];
const failures: { op: string; status: number; body: unknown }[] = [];
let requests = 0;

async function timed(op: string, expected: number, send: () => Promise<HttpAnswer>): Promise<HttpAnswer> {
  const started = performance.now();
  const res = await send();
  latencies.push(performance.now() - started);
  requests++;
  if (res.status !== expected) failures.push({ op, status: res.status, body: res.body });
  return res;
}

const pick = <T>(items: T[]): T | undefined => items[Math.floor(Math.random() * items.length)];

/** One step of one vet: a weighted choice among what a vet does all day. */
async function step(base: string, book: Book, counter: { n: number }): Promise<void> {
  const as = (method: string, url: string, body?: unknown) =>
    call(base, method, url, body, book.token, { 'x-forwarded-for': book.ip });
  const owners = [...book.owners.values()];
  const owner = pick(owners);
  const pets = owners.flatMap((o) => [...o.pets.values()]);
  const pet = pick(pets);
  const roll = Math.random();
  const n = ++counter.n;

  if (roll < 0.12 || !owner) {
    const name = `${book.tag} Propietario ${n}`;
    const res = await timed('crear propietario', 201, () =>
      as('POST', '/api/owners', { name, contact: '+584121234567', email: 'p@correo.test' }),
    );
    if (res.status === 201)
      book.owners.set(res.body.owner._id, {
        id: res.body.owner._id,
        name,
        version: res.body.owner.version,
        pets: new Map(),
      });
  } else if (roll < 0.24) {
    const res = await timed('crear mascota', 201, () =>
      as('POST', `/api/owners/${owner.id}/patients`, form(petFields({ name: `Mascota ${n}` }))),
    );
    if (res.status === 201)
      owner.pets.set(res.body.patient._id, {
        id: res.body.patient._id,
        exams: new Set(),
        services: new Set(),
      });
  } else if (roll < 0.32 && pet) {
    const res = await timed('crear examen', 201, () =>
      as('POST', `/api/patients/${pet.id}/lab-exams`, newExam({ observacion: `${book.tag} ${n}` })),
    );
    if (res.status === 201) pet.exams.add(res.body.labExam._id);
  } else if (roll < 0.4 && pet) {
    const res = await timed('crear peluquería', 201, () =>
      as('POST', `/api/patients/${pet.id}/grooming`, newService({ cost: (n % 50) + 1 })),
    );
    if (res.status === 201) pet.services.add(res.body.service._id);
  } else if (roll < 0.47) {
    const name = `${book.tag} Editado ${n}`;
    const res = await timed('editar propietario', 200, () =>
      as('PUT', `/api/owners/${owner.id}`, { name, contact: '+584121234567', version: owner.version }),
    );
    if (res.status === 200) Object.assign(owner, { name, version: res.body.owner.version });
  } else if (roll < 0.5 && owners.length > 3) {
    const res = await timed('borrar propietario', 200, () => as('DELETE', `/api/owners/${owner.id}`));
    if (res.status === 200) book.owners.delete(owner.id);
  } else if (roll < 0.52 && pet && pet.exams.size > 0) {
    const id = pick([...pet.exams])!;
    const res = await timed('borrar examen', 200, () => as('DELETE', `/api/lab-exams/${id}`));
    if (res.status === 200) pet.exams.delete(id);
  } else if (roll < 0.6) {
    await timed('listar propietarios', 200, () => as('GET', '/api/owners?page=1&limit=20'));
  } else if (roll < 0.68) {
    await timed('buscar propietarios', 200, () =>
      as('GET', `/api/owners?q=${encodeURIComponent('propietario')}&page=1&limit=20`),
    );
  } else if (roll < 0.76) {
    await timed('ver propietario', 200, () => as('GET', `/api/owners/${owner.id}`));
  } else if (roll < 0.84) {
    await timed('listar mascotas', 200, () => as('GET', '/api/patients?page=1&limit=20'));
  } else if (roll < 0.9 && pet) {
    await timed('ver mascota', 200, () => as('GET', `/api/patients/${pet.id}`));
  } else if (roll < 0.95 && pet) {
    await timed('exámenes de una mascota', 200, () => as('GET', `/api/patients/${pet.id}/lab-exams`));
  } else {
    await timed('listar peluquería', 200, () => as('GET', '/api/grooming?page=1&limit=20'));
  }
}

/** What the server holds for one vet, read back whole, against what the vet was acknowledged. */
async function expectExactly(base: string, book: Book): Promise<void> {
  const as = (url: string) => call(base, 'GET', url, undefined, book.token, { 'x-forwarded-for': book.ip });
  const owners = (await as('/api/owners')).body as { _id: string; name: string }[];
  expect(owners.map((o) => [o._id, o.name]).sort()).toEqual(
    [...book.owners.values()].map((o) => [o.id, o.name]).sort(),
  );
  const expectedPets = [...book.owners.values()].flatMap((o) => [...o.pets.values()].map((p) => ({ o, p })));
  const pets = (await as('/api/patients')).body as { _id: string; owner: { _id: string } }[];
  expect(pets.map((p) => [p._id, p.owner._id]).sort()).toEqual(
    expectedPets.map(({ o, p }) => [p.id, o.id]).sort(),
  );
  const services = (await as('/api/grooming')).body.services as { _id: string; patientId: { _id: string } }[];
  expect(services.map((s) => [s._id, s.patientId._id]).sort()).toEqual(
    expectedPets.flatMap(({ p }) => [...p.services].map((id) => [id, p.id])).sort(),
  );
  for (const { p } of expectedPets) {
    const exams = (await as(`/api/patients/${p.id}/lab-exams`)).body.exams as { _id: string }[];
    expect(exams.map((e) => e._id).sort()).toEqual([...p.exams].sort());
  }
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

describe(`${VETS} vets at once for ${SECONDS} s through the real server`, () => {
  const servers = useServerProcesses('vet-load-');
  let server: ServerProcess;

  beforeAll(async () => {
    // Each vet works from its own clinic: with one trusted hop (the test, as the proxy) the address is
    // the last X-Forwarded-For entry, so the per-address limits see 50 addresses, as in the field.
    server = await servers.launch({ TRUST_PROXY: '1', LOG_LEVEL: 'warn' });
  });

  it('no 5xx, no lost or crossed record, memory flat', async () => {
    const books: Book[] = [];
    for (let i = 0; i < VETS; i += 10) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(10, VETS - i) }, async (_, j) => {
          const ip = `10.50.${i + j}.1`;
          const vet = await signUpOverHttp(server.base, servers.dataDir, {}, { 'x-forwarded-for': ip });
          return { tag: `V${i + j}`, token: vet.token, ip, owners: new Map() } satisfies Book;
        }),
      );
      books.push(...batch);
    }

    const pid = server.child.pid!;
    const rss = { start: rssKiB(pid), middle: 0, end: 0 };
    const started = performance.now();
    const deadline = Date.now() + SECONDS * 1000;
    const middle = setTimeout(() => (rss.middle = rssKiB(pid)), (SECONDS * 1000) / 2);
    await Promise.all(
      books.map(async (book) => {
        const counter = { n: 0 };
        while (Date.now() < deadline) await step(server.base, book, counter);
      }),
    );
    clearTimeout(middle);
    const elapsed = (performance.now() - started) / 1000;
    rss.end = rssKiB(pid);

    const sorted = [...latencies].sort((a, b) => a - b);
    const mib = (kib: number) => (kib / 1024).toFixed(0);
    const records = books.reduce((sum, b) => sum + b.owners.size, 0);
    console.log(
      `${VETS} veterinarios, ${elapsed.toFixed(1)} s: ${requests} peticiones, ${(requests / elapsed).toFixed(0)} req/s, ` +
        `p50 ${percentile(sorted, 0.5).toFixed(0)} ms, p99 ${percentile(sorted, 0.99).toFixed(0)} ms, ` +
        `máx. ${sorted.at(-1)!.toFixed(0)} ms, errores ${failures.length}, ` +
        `RSS del servidor ${mib(rss.start)} → ${mib(rss.middle)} → ${mib(rss.end)} MiB, ${records} propietarios al final`,
    );

    expect(failures).toEqual([]);
    for (const book of books) await expectExactly(server.base, book);
    // Generous bounds (V8 grows its heap under load), which a leak growing with every request would break.
    expect(rss.end).toBeLessThan(rss.start + 300 * 1024);
    expect(rss.end).toBeLessThan(Math.max(rss.middle, rss.start) * 1.6);
  });
});
