/**
 * A pet-loss answer is written for any pet ("our pet has died", "I'm really missing my cat", "She died"); said to someone
 * whose dog Bruno died, it speaks of Bruno, a dog, and "he", so nothing in it is untrue of the one they lost. Only the pet
 * the person told of, and only a pronoun they used of it, are put in; otherwise the answer stays as written.
 */
import type { RememberedPet } from './memory';

const SITUATIONS: ReadonlySet<string> = new Set(['pet-loss']);
// The pet's things: "her body" is "his body", while "remember her" is "remember him".
const THINGS = 'body|bed|bowl|bowls|collar|lead|toys|name|things|memory|photo|photos|favourite|life|last|ashes';

/** The answer said of the pet the person lost; as written when the situation is not a pet's loss or no pet was told of. */
export function forTheirPet(answer: string, situation: string | null, pets: readonly RememberedPet[]): string {
  const pet = pets.find((p) => p.lost) ?? pets.at(-1);
  if (!pet || !situation || !SITUATIONS.has(situation)) return answer;
  const species = pet.species.toLowerCase();
  const named = answer
    .replace(/\bour pet\b/g, pet.name ?? `our ${species}`)
    .replace(/\b([Mm]y) (?:dog|cat)\b/g, `$1 ${species}`);
  if (pet.pronoun !== 'he') return named;
  return named
    .replace(new RegExp(String.raw`\bher (?=(?:${THINGS})\b)`, 'g'), 'his ')
    .replace(/\bher\b/g, 'him')
    .replace(/\bshe\b/g, 'he')
    .replace(/\bShe\b/g, 'He');
}
