import type { ServerConfig } from '../config.js';

/** What start-up decides about mail beyond the transport itself. */
export interface MailSetup {
  /**
   * Whether the outbox's log line carries the mail's code. Only for a local single-machine run (no
   * SMTP_URL, the embedded database, APP_ENV=local): there the log is how a vet trying the product
   * reads the code, and nobody else reads that log. Anywhere else a code in the log would let whoever
   * reads the logs confirm accounts and reset passwords; the .eml file in DATA_DIR/outbox has it.
   */
  logCodes: boolean;
  /** Said once at start-up, as a warning, when mail cannot reach anyone beyond this machine. */
  warning?: string;
}

export const OUTBOX_ONLY_WARNING =
  'Sin SMTP_URL, los correos (y sus códigos de confirmación y de recuperación) se guardan solo en la ' +
  'bandeja de esta máquina (DATA_DIR/outbox) y no llegan a nadie. Con varias instancias, cada una ' +
  'guarda los que envía ella. Configura SMTP_URL para enviarlos.';

export function mailSetup(config: Pick<ServerConfig, 'smtpUrl' | 'databaseUrl' | 'appEnv'>): MailSetup {
  if (config.smtpUrl) return { logCodes: false };
  // A database elsewhere is how several instances run (or a server meant for others): say it.
  if (config.databaseUrl) return { logCodes: false, warning: OUTBOX_ONLY_WARNING };
  return { logCodes: config.appEnv === 'local' };
}
