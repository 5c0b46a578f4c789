import { randomUUID } from 'node:crypto';
import { useTestApp } from './helpers/app.js';
import { EDITED_KINDS } from './helpers/edits.js';
import { signUp } from './helpers/http.js';

// Issue 22, finding 6: two sessions load one record; one saves, then the other (a stale form) saves
// too. Before versions both got 200 and the first change was silently lost.

const STALE = { status: 409, body: { msg: 'Este registro cambió mientras lo editabas' } };
const VERSION_MSG = 'Falta la versión del registro: recarga la página';
const MISSING = {
  status: 400,
  body: { msg: VERSION_MSG, errors: [{ field: 'version', msg: VERSION_MSG }] },
};

describe('optimistic concurrency on every edit', () => {
  const t = useTestApp();

  describe.each(EDITED_KINDS.map((kind) => [kind.name, kind] as const))('%s', (_name, kind) => {
    let token: string;
    let id: string | undefined;
    beforeAll(async () => {
      token = (await signUp(t)).token;
      id = await kind.make(t, token);
    });

    it('starts at version 1; a fresh edit saves and answers version + 1, as reads then do', async () => {
      const loaded = await kind.read(t, token, id);
      expect(loaded.version).toBe(1);
      const res = await kind.edit(t, token, id, loaded.version, 1);
      expect(res.status).toBe(200);
      const saved = kind.saved(res.body);
      expect(saved.version).toBe(2);
      const again = await kind.read(t, token, id);
      expect(again.version).toBe(2);
      expect(kind.field(again)).toEqual(kind.field(saved));
    });

    it('a stale edit gets 409 with the message and changes nothing; reloading lets it through', async () => {
      const loaded = await kind.read(t, token, id);
      // Session A saves first.
      const first = await kind.edit(t, token, id, loaded.version, 2);
      expect(first.status).toBe(200);
      const stored = await kind.read(t, token, id);
      // Session B still holds the form it loaded before A's save.
      expect(await kind.edit(t, token, id, loaded.version, 3)).toMatchObject(STALE);
      expect(await kind.read(t, token, id)).toEqual(stored);
      // A version from the future is no better.
      expect(await kind.edit(t, token, id, stored.version + 5, 3)).toMatchObject(STALE);
      expect(await kind.read(t, token, id)).toEqual(stored);
      // B reloads («Recargar») and applies its change again: saved on top of A's.
      const retried = await kind.edit(t, token, id, stored.version, 3);
      expect(retried.status).toBe(200);
      expect(kind.saved(retried.body).version).toBe(stored.version + 1);
    });

    it('two edits from one version at the same moment: one is saved, the other gets 409', async () => {
      const loaded = await kind.read(t, token, id);
      const answers = await Promise.all([
        kind.edit(t, token, id, loaded.version, 4),
        kind.edit(t, token, id, loaded.version, 5),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const winner = kind.saved(answers.find((a) => a.status === 200)!.body);
      const stored = await kind.read(t, token, id);
      expect(stored.version).toBe(loaded.version + 1);
      expect(kind.field(stored)).toEqual(kind.field(winner));
    });

    it('an edit without a usable version: 400 naming the field, nothing saved', async () => {
      const stored = await kind.read(t, token, id);
      for (const version of [undefined, 0, -1, 1.5, 'abc', '', null, true, [stored.version]]) {
        const res = await kind.edit(t, token, id, version, 6);
        expect([version, res.status, res.body.errors]).toEqual([version, 400, MISSING.body.errors]);
        expect(res.body.msg).toBe(VERSION_MSG);
      }
      expect(await kind.read(t, token, id)).toEqual(stored);
    });

    // The per-clinic forms (the profile, the ranges tables) have no id to get wrong.
    if (!['perfil', 'rangos de referencia', 'rangos de signos vitales'].includes(kind.name)) {
      it("an unknown id is still a 404, and another vet's record too, whatever the version", async () => {
        expect((await kind.edit(t, token, randomUUID(), 1, 7)).status).toBe(404);
        const other = (await signUp(t)).token;
        const stored = await kind.read(t, token, id);
        expect((await kind.edit(t, other, id, stored.version, 7)).status).toBe(404);
        expect(await kind.read(t, token, id)).toEqual(stored);
      });
    }
  });

  it('resetting the reference ranges is a change too: a form loaded before it is stale', async () => {
    const { token } = await signUp(t);
    const kind = EDITED_KINDS.find((k) => k.name === 'rangos de referencia')!;
    const loaded = await kind.read(t, token, undefined);
    const reset = await t.app.inject({
      method: 'DELETE',
      url: '/api/lab/reference-ranges',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(reset.statusCode).toBe(200);
    expect(JSON.parse(reset.body).version).toBe(loaded.version + 1);
    expect(await kind.edit(t, token, undefined, loaded.version, 8)).toMatchObject(STALE);
  });
});
