// The pager under a list of server pages, said once: the table's (desktop) and the cards' (phones)
// take the same page, size and total, so the two views of a list page alike.
import type { PaginationProps } from 'antd';

/** The page shown and the server's total; `onChange` asks for another page (or size). */
export interface Paging {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number, pageSize: number) => void;
}

/** Under a table: `pageSizes` offers the vet other page sizes. */
export function tablePager(paging: Paging, pageSizes?: number[]): PaginationProps {
  return {
    current: paging.page,
    pageSize: paging.pageSize,
    total: paging.total,
    showSizeChanger: Boolean(pageSizes),
    pageSizeOptions: pageSizes,
    onChange: paging.onChange,
  };
}

/** Under phone cards: small, centred, hidden while everything fits on one page. */
export function cardsPager(paging: Paging): PaginationProps {
  return {
    current: paging.page,
    pageSize: paging.pageSize,
    total: paging.total,
    showSizeChanger: false,
    hideOnSinglePage: true,
    size: 'small',
    align: 'center',
    onChange: paging.onChange,
  };
}
