// The routes the budget check opens, each with the heading that says it is usable. `ids` are the
// seeded records (product.mjs). The first screens (the login form, whether one arrives at /auth/login or
// at / without a session) get the first screen's budget; the rest the per-route budget.
export function routesFor({ ownerId, patientId, examId, consultationId }) {
  const lab = `/patients/${patientId}/lab-exams`;
  const grooming = `/patients/${patientId}/grooming-services`;
  const signedOut = (path, ready, extra = {}) => ({ path, ready, signedIn: false, ...extra });
  const signedIn = (path, ready, extra = {}) => ({ path, ready, signedIn: true, ...extra });
  return [
    signedOut('/auth/login', 'Iniciar sesión', { firstScreen: true }),
    // A first visit: the product's address, no stored session, straight to the login form.
    signedOut('/', 'Iniciar sesión', { firstScreen: true, name: 'first screen / (no session)' }),
    signedOut('/auth/register', 'Crear cuenta'),
    signedOut('/auth/confirm-account', 'Confirma tu cuenta'),
    signedOut('/auth/request-new-token', 'Solicitar un código nuevo'),
    signedOut('/auth/forgot-password', 'Restablecer contraseña'),
    signedOut('/auth/new-password', 'Nueva contraseña'),
    signedIn('/', 'Panel de Resumen'),
    signedIn('/account/profile', 'Mi perfil'),
    signedIn('/account/password', 'Cambiar contraseña'),
    signedIn('/owners', 'Propietarios'),
    signedIn('/owners/new', 'Nuevo propietario'),
    signedIn(`/owners/${ownerId}`, 'Rosa Villegas'),
    signedIn(`/owners/${ownerId}/edit`, 'Editar propietario'),
    signedIn(`/owners/${ownerId}/patients/new`, 'Nueva mascota'),
    signedIn('/patients', 'Mascotas'),
    signedIn(`/patients/${patientId}`, 'Michi'),
    signedIn(`/patients/edit/${patientId}`, 'Editar a Michi'),
    signedIn(lab, 'Exámenes de laboratorio de Michi'),
    signedIn(`${lab}/create`, 'Nuevo examen de Michi'),
    signedIn(`${lab}/ranges`, 'Rangos de referencia'),
    signedIn(`${lab}/edit/${examId}`, 'Editar examen de Michi'),
    // The report's code (jspdf) must arrive only with the click, measured apart.
    signedIn(`${lab}/${examId}`, /^Examen de Michi/, {
      after: async (page) => {
        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Descargar PDF' }).click();
        await download;
      },
    }),
    signedIn('/grooming-services', 'Servicios de Peluquería'),
    signedIn(grooming, 'Peluquería de Michi'),
    signedIn(`${grooming}/create`, 'Nuevo servicio de peluquería'),
    // The seeded vet administers its clinic: the form, the team's lists and the activity.
    signedIn('/clinic', 'Clínica'),
    signedIn('/clinic/team', 'Equipo'),
    signedIn('/clinic/activity', 'Actividad'),
    signedIn('/medical-history', 'Consultas'),
    signedIn('/medical-history/ranges', 'Rangos de signos vitales'),
    // The consultation form: the date-time picker, the vitals and the prescription's rows.
    signedIn(`/patients/${patientId}/consultations/new`, 'Nueva consulta de Michi'),
    // A consultation's detail: its vitals, prescriptions, follow-up notes and the delete dialog's code.
    signedIn(`/patients/${patientId}/consultations/${consultationId}`, /^Consulta del/),
    // The pet's history: its vaccines and deworming and its timeline (the dialogs load on first use).
    signedIn(`/patients/${patientId}/history`, 'Historia clínica de Michi'),
    // Citas: the agenda's day, the booking form and Notificaciones.
    signedIn('/appointments', 'Agenda'),
    signedIn('/appointments/new', 'Nueva cita'),
    signedIn('/notifications', 'Notificaciones'),
    // Reportes (issue 28): the first report the administrator sees; the PDF's code (jspdf) only on click.
    signedIn('/reports/income', 'Reportes'),
  ];
}

/** Which container a fetched path comes from: "shell" or "remotes/<name>". */
export function containerOf(pathname) {
  const remote = /^\/remotes\/([^/]+)\//.exec(pathname);
  return remote ? `remotes/${remote[1]}` : 'shell';
}

/** The route pattern, for the table: ids shown as placeholders. */
export function label(path, { ownerId, patientId, examId, consultationId }) {
  return path
    .replace(ownerId, ':ownerId')
    .replace(patientId, ':patientId')
    .replace(examId, ':examId')
    .replace(consultationId, ':consultationId');
}
