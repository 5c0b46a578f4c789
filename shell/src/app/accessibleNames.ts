// Spanish accessible names where antd leaves English ones that its locale does not reach, for every
// screen (the shell's and the remotes', which share the shell's antd): watched on the whole document, so
// that no screen has to remember it (docs/product/dashboard-and-layout.md#accessibility).
// - An antd icon names itself in English (<span role="img" aria-label="left">). Every icon of the product
//   is decorative, its control already has a name: the icons are hidden from assistive technology.
// - Controls named by their icon alone are given their Spanish name: the pager's arrows and its «•••»
//   jumps (the name antd's es_ES locale puts in the title of their <li>), the clear button of a search
//   box or a select («Borrar»), the «…» of tabs too many for the screen («Más pestañas»).
// - The step handles of a number field are named «Increase Value» / «Decrease Value» by rc-input-number,
//   whatever the locale: «Aumentar» / «Disminuir».

const STEP_NAMES: Record<string, string> = {
  'Increase Value': 'Aumentar',
  'Decrease Value': 'Disminuir',
};

export const CLEAR_NAME = 'Borrar';

const ICONS = '.anticon[role="img"]:not([aria-hidden])';
const STEP_HANDLES = '[aria-label="Increase Value"], [aria-label="Decrease Value"]';
const PAGER_LINKS =
  '.ant-pagination-prev .ant-pagination-item-link, .ant-pagination-next .ant-pagination-item-link, .ant-pagination-jump-prev .ant-pagination-item-link, .ant-pagination-jump-next .ant-pagination-item-link';
const CLEAR_BUTTONS = '.ant-input-clear-icon, .ant-select-clear';
/** The «…» of a row of tabs too wide for the screen, which lists the hidden ones. */
const MORE_TABS = '.ant-tabs-nav-more';
export const MORE_TABS_NAME = 'Más pestañas';

function each(root: Element, selector: string, fix: (element: Element) => void): void {
  if (root.matches(selector)) fix(root);
  root.querySelectorAll(selector).forEach(fix);
}

/** Gives `root` and everything in it the Spanish names above. */
export function nameInSpanish(root: Element): void {
  each(root, ICONS, (icon) => icon.setAttribute('aria-hidden', 'true'));
  each(root, STEP_HANDLES, (handle) =>
    handle.setAttribute('aria-label', STEP_NAMES[handle.getAttribute('aria-label') ?? ''] ?? ''),
  );
  each(root, PAGER_LINKS, (link) => {
    const title = link.closest('li')?.getAttribute('title');
    if (title && link.getAttribute('aria-label') !== title) link.setAttribute('aria-label', title);
  });
  each(root, CLEAR_BUTTONS, (button) => {
    if (!button.hasAttribute('aria-label')) button.setAttribute('aria-label', CLEAR_NAME);
  });
  each(root, MORE_TABS, (button) => {
    if (!button.hasAttribute('aria-label')) button.setAttribute('aria-label', MORE_TABS_NAME);
  });
}

/**
 * Names `document.body` in Spanish now and whatever is added to it or renamed later; returns the
 * function that stops watching.
 */
export function watchAccessibleNames(body: HTMLElement = document.body): () => void {
  nameInSpanish(body);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') {
        if (record.target instanceof Element) nameInSpanish(record.target);
        continue;
      }
      record.addedNodes.forEach((node) => {
        if (node instanceof Element) nameInSpanish(node);
      });
    }
  });
  // Attributes: a pager <li> whose title changes (a jump becomes another page), a handle React renames.
  observer.observe(body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-label', 'title'],
  });
  return () => observer.disconnect();
}
