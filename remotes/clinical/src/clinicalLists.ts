// The clinical lists of values (docs/product/common.md#lists-of-values): the mucous membranes, the
// prescriptions' units and routes, the preventive products (kind, species, interval), written once in
// shared-ui's lists.json. Read from its generated copy, bundled here: shared-ui's main entry does not
// re-export them yet (its provided exports are a snapshot that changes only with a new shared-ui release).
export {
  MUCOUS_MEMBRANES,
  PRESCRIPTION_ROUTES,
  PRESCRIPTION_UNITS,
  PREVENTIVE_KIND_LABELS,
  PREVENTIVE_PRODUCTS,
} from '@vet/shared-ui/src/constants/lists.generated';
