// The closed lists (species, sexes, services, payment types, states) are written once, in
// shared-ui/src/constants/lists.json; the forms' and the API's typed copies are generated from it
// (scripts/generate-lists.mjs). An edit of either copy, or of the JSON without regenerating, fails here.
import { outdatedTargets } from '../generate-lists.mjs';
import * as api from '../../api/src/lists.generated.js';
import * as forms from '../../shared-ui/src/constants/lists.generated.js';

test('both generated copies are what lists.json gives (npm run generate:lists)', async () => {
  const { outdated } = await outdatedTargets();
  expect(outdated).toEqual([]);
});

test('the forms offer exactly the values the API accepts, in the same order', () => {
  expect(forms).toEqual(api);
  expect(api.VENEZUELAN_STATES).toHaveLength(24);
  expect(api.SPECIES).toContain('Hurón');
});
