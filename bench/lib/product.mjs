// The built product on a throw-away clinic (the "demo" seed: a few dozen owners and pets), served by
// api/dist/server.js on a free port, signed in as the seeded vet, with one owner, pet, exam, grooming
// service and consultation of known ids made through the API so that every screen has something to show.
import path from 'node:path';
import { ensureApiBuilt } from './api-build.mjs';
import { clinicDatabase } from './clinic.mjs';
import { apiDist } from './paths.mjs';
import { freePort, startProcess, stopProcess } from './processes.mjs';

async function post(baseURL, route, { token, json, form }) {
  const headers = token ? { Authorization: `Bearer ${token}` } : {};
  if (json) headers['Content-Type'] = 'application/json';
  const body = json ? JSON.stringify(json) : form;
  const response = await fetch(`${baseURL}/api${route}`, { method: 'POST', headers, body });
  if (!response.ok) throw new Error(`POST ${route}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function get(baseURL, route, token) {
  const response = await fetch(`${baseURL}/api${route}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${route}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function records(baseURL, token) {
  const owner = { name: 'Rosa Villegas', contact: '+584121234567' };
  const { owner: created } = await post(baseURL, '/owners', { token, json: owner });
  const form = new FormData();
  const pet = {
    name: 'Michi',
    birthDate: '2019-02-10',
    species: 'Felino',
    sex: 'Hembra',
    mainVet: 'M.V. Ana',
  };
  for (const [key, value] of Object.entries(pet)) form.set(key, value);
  const { patient } = await post(baseURL, `/owners/${created._id}/patients`, { token, form });
  const cells = ['segmentedNeutrophils', 'bandNeutrophils', 'lymphocytes', 'monocytes'];
  const none = ['basophils', 'reticulocytes', 'eosinophils', 'nrbc'];
  const exam = {
    date: new Date().toISOString(),
    hematocrit: 25,
    whiteBloodCells: 12,
    totalProtein: 6.5,
    platelets: 250,
    differentialCount: Object.fromEntries([...cells.map((k) => [k, 25]), ...none.map((k) => [k, 0])]),
    totalCells: 100,
  };
  const { labExam } = await post(baseURL, `/patients/${patient._id}/lab-exams`, { token, json: exam });
  const service = { date: new Date().toISOString(), service: 'Corte', specifications: 'Corte', cost: 15 };
  await post(baseURL, `/patients/${patient._id}/grooming`, {
    token,
    json: { ...service, paymentType: 'Efectivo' },
  });
  const { _id: vetId } = await get(baseURL, '/auth/user', token);
  const visit = {
    date: new Date().toISOString(),
    vetId,
    reason: 'Control anual',
    weightKg: 4.2,
    temperatureC: 38.6,
    presumptiveDiagnosis: 'Sana',
    prescriptions: [{ drug: 'Milbemicina', dose: 1, unit: 'comprimido', route: 'Oral', frequency: 'única' }],
  };
  const { consultation } = await post(baseURL, `/patients/${patient._id}/consultations`, {
    token,
    json: visit,
  });
  return {
    ownerId: created._id,
    patientId: patient._id,
    examId: labExam._id,
    consultationId: consultation._id,
  };
}

/** { baseURL, token, ids: { ownerId, patientId, examId, consultationId }, stop } */
export async function startProduct() {
  ensureApiBuilt();
  const clinic = await clinicDatabase({ scale: 'demo' }); // seeded before the server holds DATA_DIR
  let server;
  try {
    const port = await freePort();
    const baseURL = `http://127.0.0.1:${port}`;
    const env = { ...clinic.env, PORT: String(port), HOST: '127.0.0.1' };
    ({ child: server } = await startProcess(path.join(apiDist, 'server.js'), env, `${baseURL}/api/health`));
    const credentials = { email: clinic.email, password: clinic.password };
    const { token } = await post(baseURL, '/auth/login', { json: credentials });
    const stop = async () => {
      await stopProcess(server);
      await clinic.cleanup();
    };
    return { baseURL, token, ids: await records(baseURL, token), stop };
  } catch (error) {
    if (server) await stopProcess(server);
    await clinic.cleanup();
    throw error;
  }
}
