/** The query parameter that names the saved matrix the Which tool? tab shows. */
export const MATRIX_PARAM = "matrix";

/** The saved matrix a URL's search names, or null. */
export function matrixOfSearch(search: string): string | null {
  const id = new URLSearchParams(search).get(MATRIX_PARAM);
  return id === null || id === "" ? null : id;
}

/** `search` naming matrix `id` (null: none), every other parameter kept. */
export function searchWithMatrix(search: string, id: string | null): string {
  const params = new URLSearchParams(search);
  if (id === null) params.delete(MATRIX_PARAM);
  else params.set(MATRIX_PARAM, id);
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
}
