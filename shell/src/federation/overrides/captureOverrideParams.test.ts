// Start-up: the parameters go to this tab's sessionStorage and leave the address bar.
import { captureOverrideParams } from './captureOverrideParams';
import { OVERRIDES_STORAGE_KEY, clearStoredOverrides, readStoredOverrides } from './overrideStorage';

const LAB = 'http://127.0.0.1:8090/lab/0.1.0-abc/mf-manifest.json';

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('captureOverrideParams', () => {
  it(`stores the override under "${OVERRIDES_STORAGE_KEY}" and removes the parameter, keeping the rest`, () => {
    window.history.replaceState({ idx: 3 }, '', `/patients/123/lab-exams?remote-lab=${LAB}&x=1#h`);
    captureOverrideParams();
    expect(JSON.parse(sessionStorage.getItem(OVERRIDES_STORAGE_KEY)!)).toEqual({ lab: LAB });
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/patients/123/lab-exams?x=1#h');
    expect(window.history.state).toEqual({ idx: 3 });
  });

  it('adds to the overrides already stored, and an empty value clears one', () => {
    sessionStorage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify({ owners: 'http://a/o.json' }));
    window.history.replaceState(null, '', `/?remote-lab=${LAB}`);
    captureOverrideParams();
    expect(readStoredOverrides()).toEqual({ owners: 'http://a/o.json', lab: LAB });

    window.history.replaceState(null, '', '/owners?remote-owners=');
    captureOverrideParams();
    expect(readStoredOverrides()).toEqual({ lab: LAB });
    expect(location.search).toBe('');
  });

  it('touches neither the address nor the storage without override parameters', () => {
    window.history.replaceState(null, '', '/owners?page=2');
    const replace = jest.spyOn(window.history, 'replaceState');
    captureOverrideParams();
    expect(replace).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(OVERRIDES_STORAGE_KEY)).toBeNull();
    replace.mockRestore();
  });

  it('removes the key once no override is left', () => {
    sessionStorage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify({ lab: LAB }));
    clearStoredOverrides();
    expect(sessionStorage.getItem(OVERRIDES_STORAGE_KEY)).toBeNull();
  });
});
