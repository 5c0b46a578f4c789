// The e-mail pattern every auth form uses (the server applies the same one).
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
