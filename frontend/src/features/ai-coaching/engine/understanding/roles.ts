/** The roles a person is told by that say "she" or "he" ("my sister", "my dad"): whose "her" or "him" a name can be. */
export const SHE_ROLES = new RegExp(
  String.raw`^(?:mother[- ]in[- ]law|sister[- ]in[- ]law|mil|mum|mom|mother|mama|mamá|sister|daughter|wife|girlfriend|gf|aunt|auntie|` +
    String.raw`grandma|grandmother|nan|nana|gran|granny)$`,
);
export const HE_ROLES = new RegExp(
  String.raw`^(?:father[- ]in[- ]law|brother[- ]in[- ]law|fil|dad|father|papa|brother|son|husband|boyfriend|bf|uncle|` +
    String.raw`grandpa|grandad|granddad|grandfather)$`,
);

/** The latest one told of, still living, whom "she"/"her" or "he"/"him" can stand for by their role ("my wife"), if any. */
export function latestByPronoun<P extends { role: string | null; lost?: boolean }>(people: readonly P[], pronoun: string): P | undefined {
  const roles = pronoun === 'he' || pronoun === 'him' ? HE_ROLES : pronoun === 'she' || pronoun === 'her' ? SHE_ROLES : null;
  return roles ? [...people].reverse().find((p) => !p.lost && p.role !== null && roles.test(p.role)) : undefined;
}
