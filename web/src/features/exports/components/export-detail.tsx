/** Placeholder until this screen is built. */
export function ExportDetail() {
  return null;
}
