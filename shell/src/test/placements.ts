// The product's placements as the tests' shell sees them: shell/environments/local.json, parsed as the
// browser parses remotes.json. Tests thus place the remotes exactly where the product does.
import localEnvironment from '../../environments/local.json';
import { parseRemotesConfig } from '../federation/remotesManifest';
import { rememberPlacements } from '../federation/labels';
import type { Placements } from '../federation/placement';

export const productPlacements: Placements = parseRemotesConfig(
  localEnvironment,
  'http://localhost',
).placements;

/** The labels code outside React uses (remoteLabel), as a read of remotes.json would leave them. */
export function rememberProductPlacements(): Placements {
  rememberPlacements(productPlacements);
  return productPlacements;
}
