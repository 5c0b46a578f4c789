// This remote's test data and helpers (imported by tests only): the records its API sends join them here,
// as the API sends them, with its first endpoints.
import type { ReactElement } from 'react';
import { renderWithStore } from '@vet/shared-ui/testing/renderWithStore';
import { reportsApi } from '../api/reportsApi';

/** The route pattern the screen is rendered under, and the URL opened. */
interface ScreenAddress {
  path?: string;
  route?: string;
}

/** One of this remote's screens as the shell shows it: a store holding this remote's API, at `route`. */
export function renderScreen(ui: ReactElement, { path = '/reports', route = path }: ScreenAddress = {}) {
  return renderWithStore(ui, { apis: [reportsApi], path, route });
}
