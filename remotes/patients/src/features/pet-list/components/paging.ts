// The page shown and the server's total: the table's and the cards' pagination ask for the others.
export interface Paging {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number, pageSize: number) => void;
}
