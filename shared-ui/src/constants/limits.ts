// Numeric limits shared by forms, screens and tests (docs/product/common.md#limits).

/** The desktop dashboard (and the sidebar) start at this viewport width. */
export const DESKTOP_MIN_WIDTH = 1024;
export const DESKTOP_MEDIA_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;

/** Grooming specifications: at most 300 characters. */
export const SPECIFICATIONS_MAX = 300;
/** Manual differential counter: at most 100 cells in total. */
export const DIFFERENTIAL_CAP = 100;

export const OWNER_NAME_MIN = 2;
/** Every new password, sign-up included; the server also refuses common ones
 *  (docs/product/accounts.md#codes-passwords-and-sessions). */
export const PASSWORD_MIN_REGISTRATION = 8;
export const PASSWORD_MIN_RESET = 8;
/** A password of spaces only is refused with this (the server says the same). */
export const PASSWORD_BLANK_MSG =
  'La contraseña no puede ser solo espacios: escribe letras, números o símbolos';
/** Confirmation and reset codes: 6 digits. */
export const TOKEN_LENGTH = 6;
/** Grooming cost in USD: step and minimum 0.01. */
export const COST_MIN = 0.01;
/** The default pet avatar is sent as a square PNG of this side, in pixels. */
export const DEFAULT_AVATAR_SIZE = 400;
