// The takeover of a prerendered screen (issue 29, «fast on a slow connection»). For some addresses
// (first /auth/login) the server sends a static copy of the screen before the React root,
// `<div id="prerendered" data-path="/auth/login">…</div><div id="root"></div>`, which paints before any
// script arrives. The person may already type in it. Here the shell keeps #root hidden while React's
// first renders are only waits (the spinners), and once the real screen is there (or after
// TAKEOVER_TIMEOUT_MS, whatever is there) swaps the copy for it: what was typed in the copy goes into
// the real fields (DOM to DOM, in memory: the password is kept nowhere else), with the focus and the caret;
// a form sent from the copy meanwhile is sent from the real screen.

/** The waits that are not yet the screen: the shell's RemoteLoading, shared-ui's Loading (a lazy page's
 *  Suspense fallback in the remotes), antd's skeletons and a spinning Spin (a page waiting on its data). */
export const LOADING_PLACEHOLDERS = '.remote-loading, .vet-loading, .ant-skeleton, .ant-spin-spinning';

/** Whatever the app shows by then (an error screen, a slow remote's spinner) replaces the copy. */
export const TAKEOVER_TIMEOUT_MS = 10_000;

/** After a takeover by the timeout, how long fields still missing are watched for (their values kept). */
const LATE_FIELDS_MS = 60_000;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const FIELDS = 'input, textarea, select';
// Inputs that hold nothing a person typed (or whose value cannot be set from a script).
const NOT_TYPED = new Set(['file', 'hidden', 'submit', 'button', 'reset', 'image']);

function normalPath(path: string): string {
  return path.replace(/\/+$/, '') || '/';
}

function isField(element: Element | null): element is Field {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
  );
}

function isToggle(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

/** The screen is there: it shows some text (the `vet-app` wrapper and the toasts' empty region are
 *  always rendered) and no wait is left in it. */
export function showsRealScreen(root: Element): boolean {
  return (root.textContent ?? '').trim() !== '' && root.querySelector(LOADING_PLACEHOLDERS) === null;
}

/** The copy's field that holds something to carry over: a typed value, a changed checkbox or radio. */
function hasInput(field: Field): boolean {
  if (field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) return false;
  if (isToggle(field)) return field.checked !== field.defaultChecked;
  return field.value !== '';
}

/** The real field for a field of the copy: the same id, else the same name (and, for a checkbox or a
 *  radio, the same value). */
function counterpart(root: Element, field: Field): Field | null {
  const candidates = Array.from(root.querySelectorAll(FIELDS)).filter(isField);
  if (field.id) {
    const byId = candidates.find((candidate) => candidate.id === field.id);
    if (byId) return byId;
  }
  if (!field.name) return null;
  return (
    candidates.find(
      (candidate) =>
        candidate.name === field.name &&
        (!isToggle(field) || (isToggle(candidate) && candidate.value === field.value)),
    ) ?? null
  );
}

/** Sets a value as a person's typing would, so that React's onChange sees it: the prototype's own
 *  setter (React tracks the element's), then the event React listens to. */
function setValue(field: Field, value: string): void {
  const prototype =
    field instanceof HTMLInputElement
      ? HTMLInputElement.prototype
      : field instanceof HTMLTextAreaElement
        ? HTMLTextAreaElement.prototype
        : HTMLSelectElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
  const type = field instanceof HTMLSelectElement ? 'change' : 'input';
  field.dispatchEvent(new Event(type, { bubbles: true }));
}

/** Copies one field of the copy into its real counterpart; false when the real one is not there yet. */
function carry(root: Element, from: Field): boolean {
  const to = counterpart(root, from);
  if (!to) return false;
  if (to.disabled || ('readOnly' in to && to.readOnly)) return true;
  if (to instanceof HTMLInputElement && NOT_TYPED.has(to.type)) return true;
  if (isToggle(from)) {
    // A click, as a person's: React's onChange for a checkbox or a radio listens to it.
    if (isToggle(to) && to.checked !== from.checked) to.click();
    return true;
  }
  if (to.value !== from.value) setValue(to, from.value);
  return true;
}

interface Selection {
  start: number;
  end: number;
  direction: 'forward' | 'backward' | 'none' | undefined;
}

function selectionOf(field: Field): Selection | null {
  if (field instanceof HTMLSelectElement) return null;
  try {
    // null for the inputs without a caret (email, number…).
    if (field.selectionStart === null || field.selectionEnd === null) return null;
    return {
      start: field.selectionStart,
      end: field.selectionEnd,
      direction: field.selectionDirection ?? undefined,
    };
  } catch {
    return null;
  }
}

function focusLike(root: Element, from: Field, selection: Selection | null): boolean {
  const to = counterpart(root, from);
  if (!to) return false;
  to.focus();
  if (selection && !(to instanceof HTMLSelectElement)) {
    try {
      to.setSelectionRange(selection.start, selection.end, selection.direction);
    } catch {
      // A field without a caret in the real screen.
    }
  }
  return true;
}

/**
 * Call before the React root renders anything. Without `#prerendered` it does nothing. Returns a stop
 * function (tests), which leaves the page as it is.
 */
export function takeOverPrerendered({ timeoutMs = TAKEOVER_TIMEOUT_MS } = {}): () => void {
  const copy = document.getElementById('prerendered');
  const root = document.getElementById('root');
  if (!copy || !root) return () => {};
  const copyPath = normalPath(copy.dataset.path ?? window.location.pathname);
  const atCopyPath = () => normalPath(window.location.pathname) === copyPath;

  // React's first renders (a spinner, an empty Suspense) would show over or under the painted copy.
  root.hidden = true;
  // The copy's form is static HTML: sent before the takeover, it would go as a GET to this address,
  // the password in it. It is held instead, and the real form is sent once it has the values.
  let heldSubmit: HTMLFormElement | null = null;
  const refuseSubmit = (event: Event) => {
    event.preventDefault();
    if (event.target instanceof HTMLFormElement) heldSubmit = event.target;
  };
  copy.addEventListener('submit', refuseSubmit);

  let taken = false;
  // After a takeover by the timeout: the copy's fields whose real ones were not there yet, and the one
  // that had the focus (with its caret). Kept only in this closure, detached from the page.
  let late: Field[] = [];
  let lateFocus: { field: Field; selection: Selection | null } | null = null;
  let lateTimer: ReturnType<typeof setTimeout> | undefined;

  const observer = new MutationObserver(() => (taken ? fillLateFields() : check()));
  observer.observe(root, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['class'],
  });
  const timer = setTimeout(() => takeOver({ byTimeout: true }), timeoutMs);

  function check(): void {
    if (root!.childElementCount === 0) return;
    // Another address than the copy's (a signed-in person sent on): the copy says nothing of it.
    if (!atCopyPath()) takeOver({ carryOver: false });
    else if (showsRealScreen(root!)) takeOver({});
  }

  function takeOver({
    carryOver = true,
    byTimeout = false,
  }: {
    carryOver?: boolean;
    byTimeout?: boolean;
  }): void {
    if (taken) return;
    taken = true;
    clearTimeout(timer);
    const active = document.activeElement;
    const focused = isField(active) && copy!.contains(active) ? active : null;
    const selection = focused && selectionOf(focused);
    const missing: Field[] = [];
    if (carryOver && atCopyPath()) {
      for (const field of Array.from(copy!.querySelectorAll(FIELDS)).filter(isField)) {
        if (hasInput(field) && !carry(root!, field)) missing.push(field);
      }
    }
    copy!.removeEventListener('submit', refuseSubmit);
    copy!.remove();
    root!.hidden = false;
    const focusedNow = focused !== null && carryOver && atCopyPath() && focusLike(root!, focused, selection);
    if (heldSubmit && carryOver && !byTimeout && atCopyPath()) sendRealForm(heldSubmit);
    if (byTimeout && atCopyPath()) {
      // The real screen is not there yet: its fields get what was typed when they appear.
      late = missing;
      lateFocus = focused && !focusedNow ? { field: focused, selection } : null;
    }
    if (late.length === 0 && lateFocus === null) observer.disconnect();
    else lateTimer = setTimeout(stopLate, LATE_FIELDS_MS);
  }

  /** The person sent the copy's form (Enter, its button): the real form with the same fields goes. */
  function sendRealForm(copyForm: HTMLFormElement): void {
    const fields = Array.from(copyForm.querySelectorAll(FIELDS)).filter(isField);
    const realForm = fields.map((field) => counterpart(root!, field)?.form).find(Boolean);
    realForm?.requestSubmit();
  }

  function fillLateFields(): void {
    if (!atCopyPath()) return stopLate();
    // Only into a field nobody has typed in yet.
    late = late.filter((field) => {
      const to = counterpart(root!, field);
      if (!to) return true;
      if (isToggle(field) || to.value === '') carry(root!, field);
      return false;
    });
    if (lateFocus && (document.activeElement === null || document.activeElement === document.body)) {
      if (focusLike(root!, lateFocus.field, lateFocus.selection)) lateFocus = null;
    }
    if (late.length === 0 && lateFocus === null) stopLate();
  }

  function stopLate(): void {
    late = [];
    lateFocus = null;
    clearTimeout(lateTimer);
    observer.disconnect();
  }

  return () => {
    clearTimeout(timer);
    stopLate();
    copy.removeEventListener('submit', refuseSubmit);
  };
}
