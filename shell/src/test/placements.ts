// The product's placements as the tests' shell sees them: shell/environments/local.json, parsed as the
// browser parses remotes.json, so tests place the remotes exactly where the product does. Only the five
// remotes these tests know: a remote made with `npm run new-remote` joins local.json and the product at
// once, without changing what these tests expect (the sidebar's exact links, say).
import localEnvironment from '../../environments/local.json';
import { parseRemotesConfig } from '../federation/remotesManifest';
import { rememberPlacements } from '../federation/labels';
import type { Placements } from '../federation/placement';

const KNOWN = ['auth', 'owners', 'patients', 'lab', 'grooming'];

const local = parseRemotesConfig(localEnvironment, 'http://localhost').placements;

export const productPlacements: Placements = Object.fromEntries(
  Object.entries(local).filter(([name]) => KNOWN.includes(name)),
);

/** The labels code outside React uses (remoteLabel), as a read of remotes.json would leave them. */
export function rememberProductPlacements(): Placements {
  rememberPlacements(productPlacements);
  return productPlacements;
}
