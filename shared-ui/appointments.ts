// @vet/shared-ui/appointments: an appointment's closed lists as lists.json writes them (kinds, statuses and
// their Spanish words), for the Citas screens and the clinic's activity. Bundled where used, not shared,
// so a remote takes it without a new shared-ui version.
export {
  APPOINTMENT_KINDS,
  APPOINTMENT_KIND_LABELS,
  APPOINTMENT_STATUSES,
  APPOINTMENT_STATUS_LABELS,
} from './src/constants/lists.generated';
