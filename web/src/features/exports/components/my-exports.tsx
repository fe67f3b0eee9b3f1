/** Placeholder until this screen is built. */
export function MyExports() {
  return null;
}
