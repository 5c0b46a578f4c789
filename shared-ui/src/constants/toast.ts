// Toasts close on their own after 5 s unless persistent (duration 0); closing animates 300 ms
// (docs/product/common.md#toasts).
export const TOAST_DEFAULT_DURATION_MS = 5000;
export const TOAST_CLOSE_ANIMATION_MS = 300;
