/** The settings sub-form of types that have no settings. */
export function NoSettings() {
  return null;
}
