// The auth remote's sentences in Spanish (docs/product/accounts.md, docs/product/backups.md): titles,
// intros, hints, toasts, errors, the forms' rules and the backup's confirmation, in one place for its
// screens and their tests. Field and button labels stay with their components.
import { PASSWORD_MIN_REGISTRATION, PASSWORD_MIN_RESET, formatCount, formatCountOf } from '@vet/shared-ui';
import type { RestoreCounts } from './api/types';

export const MSG = {
  // Sign in
  loginTitle: 'Iniciar sesión',
  loginFailed: 'No se pudo iniciar sesión',

  // Create an account
  registerTitle: 'Crear cuenta',
  registerIntro:
    'Regístrate como médico veterinario. Te enviaremos un código por e-mail para confirmar la cuenta.',
  clinicSection: 'Datos de la clínica',
  registered: 'Registro exitoso',
  registerFailed: 'Error al crear la cuenta',

  // An invitation to a clinic (docs/product/clinic.md#invitations)
  invitationHeading: 'Invitación a una clínica',
  invitationTitle: (clinic: string) => `Te invitaron a ${clinic}`,
  invitationLoading: 'Cargando la invitación...',
  invitationUnavailable: 'Invitación no disponible',
  invitationLoadFailed: 'No se pudo abrir la invitación',
  invitationTryAgain: 'Inténtalo de nuevo en unos instantes.',
  invitationAcceptIntro:
    'Ya tienes una cuenta con este correo: escribe tu contraseña para aceptar la invitación.',
  invitationRegisterIntro:
    'Crea tu cuenta con este correo para aceptar la invitación. Te enviaremos un código por e-mail para confirmarla.',
  joined: (clinic: string) => `Te uniste a ${clinic}`,
  acceptFailed: 'No se pudo aceptar la invitación',

  // Confirm the account
  confirmTitle: 'Confirma tu cuenta',
  confirmIntro: (email?: string) =>
    email ? `Escribe el código que enviamos a ${email}.` : 'Escribe el código que enviamos a tu e-mail.',
  confirmCodeHint: 'El código expira en 10 minutos.',
  confirmed: 'Cuenta confirmada',
  confirmFailed: 'No se pudo confirmar la cuenta',

  // Ask for a new code
  newCodeTitle: 'Solicitar un código nuevo',
  newCodeIntro: 'Escribe tu e-mail y te enviaremos un código nuevo para confirmar tu cuenta.',
  newCodeSent: 'Nuevo código enviado al email',
  newCodeFailed: 'Error al solicitar el código',

  // Reset the password
  forgotTitle: 'Restablecer contraseña',
  forgotIntro: 'Escribe el e-mail de tu cuenta y te enviaremos un código para crear una contraseña nueva.',
  instructionsSent: 'Instrucciones enviadas al email',
  instructionsFailed: 'Error al enviar las instrucciones',
  newPasswordTitle: 'Nueva contraseña',
  newPasswordCodeIntro: 'Escribe el código que te enviamos por e-mail.',
  newPasswordIntro: 'Elige tu contraseña nueva.',
  resetCodeHint: 'El código expira en 30 minutos.',
  codeValid: 'Token válido',
  codeInvalid: 'El código no es válido',
  passwordUpdated: 'Contraseña actualizada',
  passwordUpdateFailed: 'No se pudo actualizar la contraseña',

  // Profile
  profileTitle: 'Mi perfil',
  profileSubtitle: (email: string, registeredOn: string) => `${email} · Registrado el ${registeredOn}`,
  loadingProfile: 'Cargando tu perfil...',
  profileFailed: 'No se pudo cargar tu perfil',
  profileUpdated: 'Perfil actualizado',
  profileUpdateFailed: 'No se pudo actualizar el perfil',

  // Change the password
  changePasswordTitle: 'Cambiar contraseña',
  changePasswordIntro: 'Al cambiarla se cerrarán tus sesiones en otros dispositivos.',
  passwordChangeFailed: 'No se pudo cambiar la contraseña',

  // The forms' rules
  emailRequired: 'El Email es obligatorio',
  loginEmailInvalid: 'E-mail no válido',
  registerEmailInvalid: 'Email no válido',
  passwordRequired: 'El Password es obligatorio',
  registerPasswordMin: `Mínimo ${PASSWORD_MIN_REGISTRATION} caracteres`,
  newPasswordRequired: 'La contraseña es obligatoria',
  newPasswordMin: `La contraseña debe tener mínimo ${PASSWORD_MIN_RESET} caracteres`,
  currentPasswordRequired: 'La contraseña actual es obligatoria',
  confirmPasswordRequired: 'Debes confirmar la contraseña',
  passwordsDiffer: 'Las contraseñas no coinciden',
  newPasswordHint: 'Mínimo 8 caracteres; evita las contraseñas comunes.',
  codeRequired: 'El código es obligatorio',
  codeFormat: 'Debe ser un código de 6 dígitos',
  nameRequired: 'El nombre es obligatorio',
  lastNameRequired: 'El apellido es obligatorio',
  whatsappRequired: 'El WhatsApp es obligatorio',
  ciRequired: 'La cédula es obligatoria',
  cmvRequired: 'El CMV es obligatorio',
  estadoRequired: 'El estado es obligatorio',

  // The vet's backup
  backupTitle: 'Respaldo de datos',
  backupIntro:
    'Descarga en un solo archivo los datos y el logo de la clínica, sus propietarios, mascotas (con sus fotos), consultas, vacunas y desparasitaciones, citas con sus recordatorios, exámenes de laboratorio, servicios de estética, rangos de referencia y el horario de la agenda. Guárdalo en un lugar seguro: contiene datos personales de tus clientes.',
  backupDownloaded: (fileName: string) => `Respaldo descargado: ${fileName}`,
  backupFailed: 'No se pudo preparar el respaldo',
  restoreTitle: 'Restaurar un respaldo',
  restoreIntro:
    'Recupera un archivo .json.gz descargado aquí, en esta u otra instalación. Solo puede restaurarse en una cuenta que aún no tiene propietarios ni mascotas.',
  notABackup: 'Elige un archivo de respaldo .json.gz',
  backupTooLarge: 'El archivo de respaldo es demasiado grande (máximo 200 MB)',
  restoreDialogTitle: 'Restaurar respaldo',
  confirmRestore: (fileName: string) => `¿Restaurar el respaldo «${fileName}» en tu cuenta?`,
  restoreWarning:
    'Se crearán todos sus registros con sus fotos. Con muchas fotos puede tardar unos minutos: no cierres esta página mientras tanto.',
  restoreFailed: 'No se pudo restaurar el respaldo',
  /** «Respaldo restaurado con éxito. Se restauraron 3 propietarios, 4 mascotas (2 con foto), …». */
  restored: (msg: string, c: RestoreCounts) => {
    const parts = [
      formatCountOf(c.owners, 'propietario', 'propietarios'),
      `${formatCountOf(c.patients, 'mascota', 'mascotas')}${c.photos ? ` (${formatCount(c.photos)} con foto)` : ''}`,
      formatCountOf(c.labExams, 'examen de laboratorio', 'exámenes de laboratorio'),
      formatCountOf(c.grooming, 'servicio de estética', 'servicios de estética'),
    ];
    // The clinical record's, only when the file had some: a backup of before it reads as it always did.
    if (c.consultations) parts.push(formatCountOf(c.consultations, 'consulta', 'consultas'));
    if (c.preventives) {
      parts.push(formatCountOf(c.preventives, 'vacuna o desparasitación', 'vacunas y desparasitaciones'));
    }
    // The agenda's (issue 27), only when the file had them.
    if (c.appointments) {
      const unassigned = c.unassigned
        ? ` (${formatCountOf(c.unassigned, 'sin asignar', 'sin asignar')})`
        : '';
      parts.push(`${formatCountOf(c.appointments, 'cita', 'citas')}${unassigned}`);
    }
    if (c.reminders) parts.push(formatCountOf(c.reminders, 'recordatorio', 'recordatorios'));
    if (c.labReferenceRanges) parts.push('tus rangos de referencia');
    if (c.vitalReferenceRanges) parts.push('tus rangos de signos vitales');
    if (c.schedule) parts.push('el horario de la agenda');
    const last = parts.pop()!;
    return `${msg}. Se restauraron ${parts.join(', ')} y ${last}.`;
  },
} as const;
