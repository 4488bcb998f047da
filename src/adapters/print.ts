/** Opens the browser's print dialog. Kept behind an adapter so tests can stub window.print. */
export function printPage(): void {
  window.print();
}
