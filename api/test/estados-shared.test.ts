// The API validates a vet's Estado against its own list, and the sign-up form offers shared-ui's: the
// API cannot import a browser package, so this test keeps the two lists the same.
import { ESTADOS_VENEZUELA } from '../src/auth/estados.js';
import { VENEZUELAN_STATES } from '../../shared-ui/src/constants/locations.js';

test('the form offers exactly the states the API accepts, in the same order', () => {
  expect([...VENEZUELAN_STATES]).toEqual([...ESTADOS_VENEZUELA]);
  expect(ESTADOS_VENEZUELA).toHaveLength(24);
});
