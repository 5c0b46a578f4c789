// The page of the list shown, kept by the list screen so that a new search starts on page 1.
export interface Paging {
  page: number;
  pageSize: number;
  onChange: (page: number, pageSize: number) => void;
}
