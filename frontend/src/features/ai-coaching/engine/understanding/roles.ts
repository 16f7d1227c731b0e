/** The roles a person is told by that say "she" or "he" ("my sister", "my dad"): whose "her" or "him" a name can be. */
export const SHE_ROLES = new RegExp(
  String.raw`^(?:mother[- ]in[- ]law|sister[- ]in[- ]law|mil|mum|mom|mother|mama|mamá|sister|daughter|wife|girlfriend|gf|aunt|auntie|` +
    String.raw`grandma|grandmother|nan|nana|gran|granny)$`,
);
export const HE_ROLES = new RegExp(
  String.raw`^(?:father[- ]in[- ]law|brother[- ]in[- ]law|fil|dad|father|papa|brother|son|husband|boyfriend|bf|uncle|` +
    String.raw`grandpa|grandad|granddad|grandfather)$`,
);
