// @vet/shared-ui/table: one page of records as a table, drawn like antd's Table without it. Like
// panel.ts, it is bundled into the container that imports it, not shared: it holds no state, and a
// remote can use it without a new shared-ui version.
export { DataTable, type DataColumn, type DataTableProps } from './src/components/DataTable';
// The pager's settings for a table and for phone cards of the same list.
export { cardsPager, tablePager, type Paging } from './src/paging/pager';
