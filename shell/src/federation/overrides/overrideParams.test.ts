// "?remote-<name>=<URL>" in the address, and what the tab keeps of it.
import { applyOverrideChanges, parseStoredOverrides, takeOverrideParams } from './overrideParams';

const LAB = 'http://127.0.0.1:8090/lab/0.1.0-abc/mf-manifest.json';

describe('takeOverrideParams', () => {
  it('takes "remote-lab" out and keeps the path, the other parameters (as written) and the hash', () => {
    const url = new URL(`http://localhost:8080/patients/123/lab-exams?tab=a%20b&remote-lab=${LAB}&q=x+y#top`);
    expect(takeOverrideParams(url)).toEqual({
      changes: { lab: LAB },
      cleanedPath: '/patients/123/lab-exams?tab=a%20b&q=x+y#top',
    });
  });

  it('decodes an encoded URL and leaves no "?" when nothing else remains', () => {
    const url = new URL(`http://localhost:8080/?remote-grooming=${encodeURIComponent(LAB)}`);
    expect(takeOverrideParams(url)).toEqual({ changes: { grooming: LAB }, cleanedPath: '/' });
  });

  it('reads an empty value as "forget this override"', () => {
    const url = new URL('http://localhost:8080/owners?remote-lab=&remote-owners');
    expect(takeOverrideParams(url)).toEqual({
      changes: { lab: null, owners: null },
      cleanedPath: '/owners',
    });
  });

  it('keeps the last of a repeated parameter', () => {
    const url = new URL(`http://localhost:8080/?remote-lab=http://a/x.json&remote-lab=${LAB}`);
    expect(takeOverrideParams(url)?.changes).toEqual({ lab: LAB });
  });

  it('is null without override parameters, and leaves parameters that cannot name a remote alone', () => {
    expect(takeOverrideParams(new URL('http://localhost:8080/owners?page=2'))).toBeNull();
    expect(takeOverrideParams(new URL('http://localhost:8080/?remote-Foo_1=http://a'))).toBeNull();
  });

  it('takes any remote name: the address is read before remotes.json says which remotes exist', () => {
    expect(takeOverrideParams(new URL('http://localhost:8080/vaccines?remote-vaccines=http://a'))).toEqual({
      changes: { vaccines: 'http://a' },
      cleanedPath: '/vaccines',
    });
  });
});

describe('applyOverrideChanges', () => {
  it('sets, replaces and clears overrides remote by remote', () => {
    const current = { lab: 'http://a/lab.json', owners: 'http://a/owners.json' };
    expect(applyOverrideChanges(current, { lab: 'http://b/lab.json', owners: null, grooming: LAB })).toEqual({
      lab: 'http://b/lab.json',
      grooming: LAB,
    });
    expect(current).toEqual({ lab: 'http://a/lab.json', owners: 'http://a/owners.json' });
  });
});

describe('parseStoredOverrides', () => {
  it('reads what the tab stored', () => {
    expect(parseStoredOverrides(JSON.stringify({ lab: LAB }))).toEqual({ lab: LAB });
  });

  it.each([null, '', 'not json', '[]', '"x"', '{"lab":5,"Foo_1":"http://a","owners":""}'])(
    'reads %p as no override',
    (raw) => {
      expect(parseStoredOverrides(raw)).toEqual({});
    },
  );
});
