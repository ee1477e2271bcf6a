/**
 * Which group to select once the groups have loaded (spec §4): the only one if there is exactly
 * one, otherwise the remembered one if it is still among them; a stale id is simply ignored.
 */
export function initialGroupSelection(groups: readonly { id: number }[], rememberedId: number | null): number | null {
  if (groups.length === 1) return groups[0]?.id ?? null;
  if (rememberedId !== null && groups.some((group) => group.id === rememberedId)) return rememberedId;
  return null;
}
