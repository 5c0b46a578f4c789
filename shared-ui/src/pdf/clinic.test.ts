import { loadPdfClinic } from './clinic';

const CLINIC = {
  _id: 'clinic-1',
  name: 'Clínica Los Andes',
  address: 'Av. Las Américas 10, Mérida',
  phone: '+582742631234',
};
const PNG_BYTES = [137, 80, 78, 71, 13, 10, 26, 10];

/** Answers GET /api/clinic/logo with `status` (the PNG's bytes when 200), recording what was asked. */
function logoServer(status = 200) {
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>(async () =>
    status === 200
      ? new Response(Uint8Array.from(PNG_BYTES), { headers: { 'content-type': 'image/png' } })
      : new Response(JSON.stringify({ msg: 'La clínica no tiene logo' }), { status }),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

test('a clinic with a logo: its name, address and phone, and the logo fetched with the session’s token', async () => {
  const fetchMock = logoServer();
  const clinic = await loadPdfClinic({ ...CLINIC, hasLogo: true }, 'tok-1');
  expect(clinic).toEqual({
    name: 'Clínica Los Andes',
    address: 'Av. Las Américas 10, Mérida',
    phone: '+582742631234',
    logo: Uint8Array.from(PNG_BYTES),
  });
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(String(url)).toBe('http://localhost:8080/api/clinic/logo');
  expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok-1');
});

test('a clinic without a logo asks nothing for it', async () => {
  const fetchMock = logoServer();
  expect((await loadPdfClinic({ ...CLINIC, hasLogo: false }, 'tok-1'))?.logo).toBeNull();
  expect((await loadPdfClinic(CLINIC, 'tok-1'))?.logo).toBeNull();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('a logo that cannot be fetched leaves it out, and the clinic is still printed', async () => {
  logoServer(404);
  expect(await loadPdfClinic({ ...CLINIC, hasLogo: true }, 'tok-1')).toMatchObject({
    name: 'Clínica Los Andes',
    logo: null,
  });
  global.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
  expect((await loadPdfClinic({ ...CLINIC, hasLogo: true }, 'tok-1'))?.logo).toBeNull();
});

test('no clinic in the session (an API older than clinics): no header data', async () => {
  expect(await loadPdfClinic(undefined, 'tok-1')).toBeNull();
  // A clinic known by its name only prints its name.
  expect(await loadPdfClinic({ _id: 'c1', name: 'Los Andes' }, null)).toEqual({
    name: 'Los Andes',
    address: '',
    phone: '',
    logo: null,
  });
});
