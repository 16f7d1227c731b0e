/**
 * "I want to die" and "kill myself" as people write them in the other language they think in,
 * inside an English message ("je veux mourir. been saying it in my head since i was 12"): each
 * phrase reads as its English words, so the rules and the learned layer see what it says. Only
 * first-person phrases with no everyday meaning; accents are stripped before this pass.
 */
const IN_ENGLISH: Readonly<Record<string, string>> = {
  // French
  'je veux mourir': 'i want to die',
  'envie de mourir': 'i want to die',
  'je vais me tuer': 'i am going to kill myself',
  'je veux me tuer': 'i want to kill myself',
  'je veux me suicider': 'i want to kill myself',
  // Spanish
  'quiero morir': 'i want to die',
  'quiero morirme': 'i want to die',
  'me quiero morir': 'i want to die',
  'quiero matarme': 'i want to kill myself',
  'me quiero matar': 'i want to kill myself',
  'me voy a matar': 'i am going to kill myself',
  'no quiero vivir': 'i do not want to live',
  'no tengo ganas de vivir': 'i do not want to live',
  'no ganas de vivir': 'i do not want to live',
  'sin ganas de vivir': 'i do not want to live',
  // Portuguese
  'quero morrer': 'i want to die',
  'vou me matar': 'i am going to kill myself',
  'quero me matar': 'i want to kill myself',
  'nao quero viver': 'i do not want to live',
  // Italian
  'voglio morire': 'i want to die',
  'voglio uccidermi': 'i want to kill myself',
  'voglio ammazzarmi': 'i want to kill myself',
  'mi voglio ammazzare': 'i want to kill myself',
  // German and Dutch
  'ich will sterben': 'i want to die',
  'ich mochte sterben': 'i want to die',
  'ich will nicht mehr leben': 'i do not want to live',
  'ich bringe mich um': 'i am going to kill myself',
  'ik wil dood': 'i want to die',
  'ik wil sterven': 'i want to die',
  // Polish
  'chce umrzec': 'i want to die',
  'chce sie zabic': 'i want to kill myself',
  // Hindi and Urdu in Latin letters
  'marna chahta': 'i want to die',
  'marna chahti': 'i want to die',
  'mujhe marna hai': 'i want to die',
  'mar jana chahta': 'i want to die',
  'mar jana chahti': 'i want to die',
  'khudkushi karna': 'i want to kill myself',
  'khud ko khatam': 'i want to kill myself',
  'khud ko maar': 'i want to kill myself',
  'apne aap ko maar': 'i want to kill myself',
  'marne ka mann': 'i want to die',
  'jeena nahi chahta': 'i do not want to live',
  'jeena nahi chahti': 'i do not want to live',
  'aatmahatya karna': 'i want to kill myself',
  // Tagalog, Indonesian and Malay, Swahili
  'gusto ko nang mamatay': 'i want to die',
  'gusto ko ng mamatay': 'i want to die',
  'gusto kong mamatay': 'i want to die',
  'magpapakamatay ako': 'i am going to kill myself',
  'ayoko na mabuhay': 'i do not want to live',
  'ayoko nang mabuhay': 'i do not want to live',
  'ayoko na talaga mabuhay': 'i do not want to live',
  'ayaw ko na mabuhay': 'i do not want to live',
  'nakabili na ako ng lason': 'i have bought poison',
  'aku ingin mati': 'i want to die',
  'saya ingin mati': 'i want to die',
  'aku mau mati': 'i want to die',
  'pengen mati': 'i want to die',
  'mau bunuh diri': 'i want to kill myself',
  'ingin bunuh diri': 'i want to kill myself',
  'nataka kufa': 'i want to die',
};

interface Phrase {
  words: readonly string[];
  english: readonly string[];
}

// Phrases by their first word, longest first, so one look per word finds the candidates.
const BY_FIRST_WORD = new Map<string, Phrase[]>();
for (const [phrase, english] of Object.entries(IN_ENGLISH)) {
  const words = phrase.split(' ');
  const list = BY_FIRST_WORD.get(words[0] as string) ?? [];
  list.push({ words, english: english.split(' ') });
  list.sort((a, b) => b.words.length - a.words.length);
  BY_FIRST_WORD.set(words[0] as string, list);
}

const startsAt = (tokens: readonly string[], at: number, words: readonly string[]) => words.every((word, k) => tokens[at + k] === word);
// "Mourir de rire", "morir de risa": dying of laughter, as in English.
const LAUGHTER = new Set(['rire', 'risa', 'rir', 'ridere', 'lachen']);
const ofLaughter = (tokens: readonly string[], after: number) => LAUGHTER.has(tokens[after + 1] ?? '') || LAUGHTER.has(tokens[after + 2] ?? '');

/** The tokens with each known phrase of another language replaced by its English words. */
export function phrasesInEnglish(tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const phrase = BY_FIRST_WORD.get(tokens[i] as string)?.find((candidate) => startsAt(tokens, i, candidate.words));
    if (phrase === undefined || ofLaughter(tokens, i + phrase.words.length - 1)) {
      out.push(tokens[i] as string);
      continue;
    }
    out.push(...phrase.english);
    i += phrase.words.length - 1;
  }
  return out;
}
