import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { startTestApp, type TestApp } from './app.js';
import type { Answer } from './http.js';

/** The test app and a look at the photos it stores (in the database, migration 009). */
export interface PatientsTestApp extends TestApp {
  /** Hashes of the photos stored with their bytes, sorted. */
  storedPhotos(): Promise<string[]>;
}

export async function startPatientsApp(): Promise<PatientsTestApp> {
  const t = await startTestApp();
  return Object.assign(t, {
    async storedPhotos() {
      const { rows } = await t.db.query<{ hash: string }>(
        'SELECT hash FROM photos WHERE bytes IS NOT NULL ORDER BY hash',
      );
      return rows.map((r) => r.hash);
    },
  });
}

export interface FilePart {
  field?: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A real multipart/form-data body, as a browser's FormData sends it. */
export function multipart(fields: Record<string, string | number>, files: FilePart[] = []) {
  const boundary = `----vetTest${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'photo'}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST/PUT a multipart form with the session token. */
export async function sendForm(
  t: TestApp,
  method: 'POST' | 'PUT',
  url: string,
  token: string,
  fields: Record<string, string | number>,
  files: FilePart[] = [],
): Promise<Answer> {
  const { payload, contentType } = multipart(fields, files);
  const res = await t.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
  });
  return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : undefined, headers: res.headers };
}

/** GET any URL (photos are fetched without the session header, as an <img> does). */
export async function fetchRaw(t: TestApp, url: string, token?: string) {
  return t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

/** A valid new-pet form (strings, as multipart sends them). */
export function petFields(overrides: Record<string, string | number> = {}): Record<string, string | number> {
  return {
    name: 'Firulais',
    birthDate: '2020-05-17',
    species: 'Canino',
    sex: 'Macho',
    breed: 'Mestizo',
    weight: '12.5',
    mainVet: 'M.V. Ana Pérez',
    referringVet: '',
    ...overrides,
  };
}

export async function createPet(
  t: TestApp,
  token: string,
  ownerId: string,
  overrides: Record<string, string | number> = {},
  files: FilePart[] = [],
) {
  const res = await sendForm(
    t,
    'POST',
    `/api/owners/${ownerId}/patients`,
    token,
    petFields(overrides),
    files,
  );
  if (res.status !== 201) throw new Error(`crear mascota: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.patient;
}

// --- images, made small and on the fly ---

function solid(width: number, height: number, background: string) {
  return sharp({ create: { width, height, channels: 3, background } });
}

export const jpeg = (width = 64, height = 48, colour = '#c33') =>
  solid(width, height, colour).jpeg().toBuffer();
export const png = (width = 64, height = 48, colour = '#3c3') =>
  solid(width, height, colour).png().toBuffer();
export const webp = (width = 64, height = 48, colour = '#33c') =>
  solid(width, height, colour).webp().toBuffer();

export const photo = (data: Buffer, filename = 'foto.jpg', contentType = 'image/jpeg'): FilePart => ({
  filename,
  contentType,
  data,
});

/** Rationals 8°35'24" as TIFF stores them (little endian): found in the EXIF only if GPS survived. */
export const GPS_LATITUDE_BYTES = Buffer.from([
  8, 0, 0, 0, 1, 0, 0, 0, 35, 0, 0, 0, 1, 0, 0, 0, 24, 0, 0, 0, 1, 0, 0, 0,
]);

/** A JPEG carrying EXIF with a GPS position (Mérida, Venezuela) and a copyright text. */
export function jpegWithGps(): Promise<Buffer> {
  return solid(80, 60, '#963')
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'Clinica Secreta' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '8/1 35/1 24/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '71/1 8/1 39/1',
      },
    })
    .toBuffer();
}

/** A 200x100 JPEG whose EXIF says "rotate 90°": upright it is 100x200. */
export const jpegRotated = () => solid(200, 100, '#369').jpeg().withMetadata({ orientation: 6 }).toBuffer();

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A 69-byte PNG whose header claims width x height (a decompression bomb as far as the header goes). */
export function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(100))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small real JPEG whose frame header (SOF) is rewritten to claim width x height (at most 65535). */
export async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await jpeg(16, 16));
  let at = 2;
  while (!(bytes[at + 1]! >= 0xc0 && bytes[at + 1]! <= 0xc2)) at += 2 + bytes.readUInt16BE(at + 2);
  bytes.writeUInt16BE(height, at + 5);
  bytes.writeUInt16BE(width, at + 7);
  return bytes;
}

/** A small real lossy WEBP whose VP8 frame header claims width x height (at most 16383). */
export async function webpClaiming(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await webp(16, 16));
  if (bytes.toString('latin1', 12, 16) !== 'VP8 ') throw new Error('se esperaba un WEBP con pérdida (VP8)');
  // RIFF header (12) + chunk header (8) + frame tag (3) + start code (3): then 14-bit width, height.
  bytes.writeUInt16LE(width, 26);
  bytes.writeUInt16LE(height, 28);
  return bytes;
}
