/** Moves the focus to capture `id`'s line of the Traffic table, when it is shown. */
export function focusTrafficRow(id: string): void {
  document.querySelector<HTMLElement>(`tr[data-capture-id="${CSS.escape(id)}"]`)?.focus();
}
