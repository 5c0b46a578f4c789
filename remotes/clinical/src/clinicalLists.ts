// The clinical lists of values (docs/product/common.md#lists-of-values): the mucous membranes, the
// prescriptions' units and routes, the preventive products (kind, species, interval), written once in
// shared-ui's lists.json and given by its main entry (shared-ui 0.4.1).
export {
  MUCOUS_MEMBRANES,
  PRESCRIPTION_ROUTES,
  PRESCRIPTION_UNITS,
  PREVENTIVE_KIND_LABELS,
  PREVENTIVE_PRODUCTS,
} from '@vet/shared-ui';
