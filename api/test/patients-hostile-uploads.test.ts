import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { useStarted } from './helpers/app.js';
import { get } from './helpers/http.js';
import { vetWithOwner } from './helpers/owners.js';
import { expectRefused, type UploadTarget } from './helpers/photo-refusals.js';
import {
  createPet,
  fetchRaw,
  jpeg,
  jpegClaiming,
  photo,
  png,
  pngClaiming,
  startPatientsApp,
  webp,
  webpClaiming,
  type FilePart,
} from './helpers/patients.js';

const FORMAT_MSG = 'Formato de imagen no permitido. Usa JPG, PNG o WEBP';
const DAMAGED_MSG = 'La imagen está dañada o incompleta';
const PIXELS_MSG = 'La imagen tiene demasiados píxeles (máximo 40 megapíxeles)';
const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
const hashOf = (url: string) => /\/api\/photos\/([0-9a-f]{64})\.webp/.exec(url)![1]!;

/** A JPEG with a comment segment (COM) holding `text`, right after its SOI marker. */
function withComment(image: Buffer, text: Buffer): Buffer {
  const length = Buffer.alloc(2);
  length.writeUInt16BE(text.length + 2);
  return Buffer.concat([image.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, text, image.subarray(2)]);
}

/** Files built to be more than a photo: polyglots, bombs, lying names. Photos are re-encoded, so a
 *  polyglot that decodes is kept as its pixels only; everything else is a Spanish 4xx with no trace. */
describe('patients: hostile uploads', () => {
  const t = useStarted(startPatientsApp);
  let target: UploadTarget;
  beforeAll(async () => {
    const { token, ownerId } = await vetWithOwner(t);
    const pet = await createPet(t, token, ownerId, {}, [photo(await jpeg(40, 40, '#224466'))]);
    target = { token, ownerId, petId: pet._id };
  });

  const refused = (files: FilePart[], status: number, msg: string) =>
    expectRefused(t, target, files, status, msg);

  describe('polyglots', () => {
    it('a JPEG carrying HTML after its end or in a comment is kept as a plain WEBP, the HTML gone', async () => {
      for (const [i, file] of [
        Buffer.concat([await jpeg(30, 30, '#135790'), HTML]),
        withComment(await jpeg(30, 30, '#975310'), HTML),
      ].entries()) {
        const pet = await createPet(t, target.token, target.ownerId, {}, [photo(file, `poliglota${i}.jpg`)]);
        const res = await fetchRaw(t, pet.photo);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.rawPayload.includes(Buffer.from('<script'))).toBe(false);
        expect(res.rawPayload.includes(Buffer.from('<html'))).toBe(false);
        expect((await sharp(res.rawPayload).metadata()).comments).toBeUndefined();
      }
    });

    it('a JPEG signature followed by HTML (no image): 400', async () => {
      await refused([photo(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), HTML]))], 400, DAMAGED_MSG);
    });

    it('a GIF/JavaScript polyglot: 415, whatever its name says', async () => {
      const gifJs = Buffer.from(
        'GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=1;alert(document.domain)//;',
        'latin1',
      );
      await refused([photo(gifJs, 'gato.gif', 'image/gif')], 415, FORMAT_MSG);
      await refused([photo(gifJs, 'gato.jpg')], 415, FORMAT_MSG);
    });
  });

  describe('decompression bombs: refused from the header, before any pixel is decoded', () => {
    it('a 69-byte PNG declaring 50000x50000 pixels: 413', async () => {
      const bomb = pngClaiming(50000, 50000);
      expect(bomb.length).toBeLessThan(100);
      await refused([photo(bomb, 'bomba.png', 'image/png')], 413, PIXELS_MSG);
    });

    it('a JPEG declaring 65000x65000 and a WEBP declaring 16383x16383: 413', async () => {
      await refused([photo(await jpegClaiming(65000, 65000), 'bomba.jpg')], 413, PIXELS_MSG);
      await refused([photo(await webpClaiming(16383, 16383), 'bomba.webp', 'image/webp')], 413, PIXELS_MSG);
    });
  });

  describe('names that lie about the bytes', () => {
    it('PNG bytes named .jpg, JPEG named .png, WEBP named .jpeg: 415 saying what the file is', async () => {
      const cases: [Buffer, string, string][] = [
        [
          await png(20, 20),
          'foto.jpg',
          'La extensión .jpg no corresponde al contenido del archivo, que es una imagen PNG',
        ],
        [
          await jpeg(20, 20),
          'foto.PNG',
          'La extensión .png no corresponde al contenido del archivo, que es una imagen JPG',
        ],
        [
          await webp(20, 20),
          'foto.jpeg',
          'La extensión .jpeg no corresponde al contenido del archivo, que es una imagen WEBP',
        ],
      ];
      for (const [bytes, name, msg] of cases) await refused([photo(bytes, name)], 415, msg);
    });

    it('a real JPEG named .html, .svg or .exe: 415', async () => {
      const image = await jpeg(20, 20);
      for (const name of ['foto.html', 'foto.svg', 'foto.jpg.exe'])
        await refused([photo(image, name, 'application/octet-stream')], 415, FORMAT_MSG);
    });

    it('an executable or a text file named as a photo: 415', async () => {
      const elf = Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01', 'latin1'), Buffer.alloc(200)]);
      const exe = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(200)]);
      await refused([photo(elf, 'foto.jpg')], 415, FORMAT_MSG);
      await refused([photo(exe, 'foto.jpg')], 415, FORMAT_MSG);
      await refused([photo(Buffer.from('hola, soy un texto\n'), 'foto.png', 'image/png')], 415, FORMAT_MSG);
    });

    it('an SVG holding a script, named .svg or .jpg: 415', async () => {
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
      );
      await refused([photo(svg, 'foto.svg', 'image/svg+xml')], 415, FORMAT_MSG);
      await refused([photo(svg, 'foto.jpg')], 415, FORMAT_MSG);
    });

    it('names that agree with the bytes are fine, in any case, and so is a name without extension', async () => {
      const image = await jpeg(18, 18, '#abcabc');
      for (const name of [
        'FOTO.JPG',
        'foto.jpeg',
        'foto.jfif',
        'blob',
        'Captura 10.30.15',
        'C:\\fakepath\\perro.jpg',
      ])
        await createPet(t, target.token, target.ownerId, {}, [photo(image, name)]);
    });
  });

  it('a truncated JPEG or PNG: 400', async () => {
    const jpg = await jpeg(200, 150);
    const pngBytes = await png(200, 150);
    await refused([photo(jpg.subarray(0, jpg.length - 40))], 400, DAMAGED_MSG);
    await refused(
      [photo(pngBytes.subarray(0, pngBytes.length - 30), 'foto.png', 'image/png')],
      400,
      DAMAGED_MSG,
    );
  });

  it('nothing of the refusals above is stored: every photo left is one a pet shows', async () => {
    const { rows } = await t.db.query(
      'SELECT hash FROM photos WHERE NOT EXISTS (SELECT 1 FROM patients p WHERE p.photo_hash = photos.hash)',
    );
    expect(rows).toEqual([]);
  });

  it('stored bytes are what their hash names: the database refuses anything else', async () => {
    const pet = await createPet(t, target.token, target.ownerId, {}, [photo(await jpeg(26, 26, '#ff8800'))]);
    await expect(
      t.db.query('UPDATE photos SET bytes = $2 WHERE hash = $1', [hashOf(pet.photo), HTML]),
    ).rejects.toMatchObject({ constraint: 'photos_bytes_match_hash' });
  });

  it('a stored photo that is not a WEBP (put in behind the API) is never served (404, never as HTML)', async () => {
    const pet = await createPet(t, target.token, target.ownerId, {}, [photo(await jpeg(27, 27, '#ff8801'))]);
    for (const content of [HTML, await png(10, 10)]) {
      const hash = createHash('sha256').update(content).digest('hex');
      await t.db.query('INSERT INTO photos (hash, bytes) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        hash,
        content,
      ]);
      await t.db.query('UPDATE patients SET photo_hash = $2 WHERE id = $1', [pet._id, hash]);
      const url = (await get(t.app, `/api/patients/${pet._id}`, target.token)).body.photo;
      const res = await fetchRaw(t, url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ msg: 'Foto no encontrada' });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});
