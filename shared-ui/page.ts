// @vet/shared-ui/page: the frame of every screen: its header, who created and changed the record it shows,
// its loading and load-error states, the frame of a searchable, paged list, and that of a table edited as
// one versioned form. Like panel.ts, it is bundled into the container that imports it, not shared: it holds
// no state (RecordAuthors and EditableTableFrame read the one session through the shared main entry, as
// permission.ts does), and a remote can use it without a new shared-ui version.
export { PageHeader, type PageHeaderProps } from './src/page/PageHeader';
export { LoadError, type LoadErrorProps } from './src/page/LoadError';
export { Loading } from './src/page/Loading';
export { StaleAlert } from './src/page/StaleAlert';
export {
  RecordAuthors,
  recordAuthorsText,
  recordActivityUrl,
  type AuthoredRecord,
} from './src/page/RecordAuthors';
export { ListFrame, type ListFrameProps, type ListQueryState, type ListTexts } from './src/page/ListFrame';
export { PetAlerts, type PetAlertsProps } from './src/page/PetAlerts';
export { EditableTableFrame, type EditableTableFrameProps } from './src/page/EditableTableFrame';
