/**
 * The first of `wanted` that no existing name takes, or else `wanted` with " 2", " 3"… cut so the
 * whole stays within `maxLength`, as the reference names a second copy in the same group
 * (Baserow `core/utils.py` find_unused_name): "Project tracker 2".
 */
export function findUnusedName(wanted: string, existing: Iterable<string>, maxLength = 255): string {
  const taken = new Set(existing);
  const base = wanted.slice(0, maxLength);
  if (!taken.has(base)) return base;
  for (let number = 2; ; number += 1) {
    const suffix = ` ${number}`;
    const name = base.length + suffix.length > maxLength ? `${base.slice(0, maxLength - suffix.length)}${suffix}` : `${base}${suffix}`;
    if (!taken.has(name)) return name;
  }
}
