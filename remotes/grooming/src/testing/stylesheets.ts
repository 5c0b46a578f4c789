// How a screen is drawn, for the tests that ask (a cell cut to one line, the cards' grid): jest hands the
// components a stub for every CSS import, but jsdom applies the stylesheets in the document to
// getComputedStyle. It lays nothing out: a test reads the rules an element gets, not its size.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const SHARED_UI = dirname(require.resolve('@vet/shared-ui/package.json'));
const REMOTE = join(__dirname, '..');

/** Files of this remote's src/ and of shared-ui's src/, as the bundle would load them. */
export const stylesheet = {
  remote: (path: string) => join(REMOTE, path),
  sharedUi: (path: string) => join(SHARED_UI, 'src', path),
};

/** Puts the files' rules in the document; returns the undo. */
export function loadStylesheets(...files: string[]): () => void {
  const style = document.createElement('style');
  style.textContent = files.map((file) => readFileSync(file, 'utf8')).join('\n');
  document.head.appendChild(style);
  return () => style.remove();
}
