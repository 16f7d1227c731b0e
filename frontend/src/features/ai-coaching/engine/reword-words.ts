/**
 * Words already given, said again the way the person asked: more direct ("too soft, make it more direct"), or as
 * they would talk ("less formal, it sounds like HR wrote it"). Pure functions of the lines; the caller keeps them.
 */

/** "too soft", "more direct please", "a bit firmer but not rude", "too polite". */
const MORE_FIRM = 'more direct|direct(?:er)?|firmer|more firm|stronger|more assertive|blunter|straight to the point';
const LESS_SOFT = 'less soft|too soft|too polite|too nice|too gentle|less apologetic|too apologetic';
export const FIRMER_ASKED = new RegExp(String.raw`\b(?:${MORE_FIRM}|${LESS_SOFT})\b`);

/** Where one sentence of words given ends and the next begins: "…help. Could you…". */
export const SENTENCE_BREAK = /(?<=[.?!])\s+(?=[A-Z])/;

/** "make simple please. short words": simpler, whether words or steps were given. */
export const SIMPLER_ASKED =
  /\b(?:make (?:it |this |that )?(?:more )?simple|simpler|short words|simple words|easy words|easier words|simple english)\b/;

/** "Good list. Can you make it shorter so I can send it to her?": the answer just given, in fewer words. */
const WHAT_WAS_GIVEN = 'it|this|that|them|the list';
export const SHORTER_VERSION_ASKED = new RegExp(
  String.raw`\b(?:make (?:${WHAT_WAS_GIVEN}) (?:a bit |a little |much )?shorter|shorten (?:it|this|that)|(?:a )?shorter (?:version|list))\b`,
);

/** "can you give me like one sentence i can send them", "2 sentences i can actually say at dinner", or simpler. */
export const FEW_LINES_ASKED = new RegExp(String.raw`\b(?:one|1|a single|two|2) (?:short |simple )?(?:sentences?|lines?)\b|${SIMPLER_ASKED.source}`);

// Lines that lead in or speak of feelings about saying it, which a direct version leaves out.
const LEAD_IN = /^(?:There's something|There is something|Can we talk|Can I bring something up|Could we talk|I'd like to talk|I hope you're well)\b/i;
const ABOUT_SAYING_IT = /\b(?:isn't easy|is not easy|matters? to me|you matter|honest with you|care about you|rather you hear|rather you heard)\b/i;
// Softeners a direct version drops, each with what it becomes.
const SOFTENERS: readonly [RegExp, string][] = [
  [/\bI was wondering if you could\b/g, 'Please'],
  [/\bWould it be possible to\b/g, 'Please'],
  [/^Could you\b/g, 'Please'],
  [/^Can you\b/g, 'Please'],
  [/\b(?:just|maybe|perhaps|a bit|a little|kind of|sort of|I think|I guess) /g, ''],
  [/,? if that's (?:okay|ok|alright)\b/g, ''],
  [/^(?:Sorry|I'm sorry), /g, ''],
];

/** "one sentence", "a single line": how many the person asked for, when it is one. */
export const ONE_LINE_ASKED = /\b(?:one|1|a single) (?:short |simple )?(?:sentence|line)\b/;

/**
 * The first `count` sentences of a line that say something, not a lead-in ("Yanis, can we talk?") or how hard it is to
 * say, with the name it was addressed to kept; the line itself when nothing would be left out.
 */
export function firstSentences(line: string, count = 1): string {
  const address = /^([A-Z][\p{L}'-]+), /u.exec(line)?.[1];
  const sentences = line.split(SENTENCE_BREAK);
  const said = sentences.filter((one) => !LEAD_IN.test(one.replace(/^[A-Z][\p{L}'-]+, /u, '')) && !ABOUT_SAYING_IT.test(one)).slice(0, count);
  const first = said[0];
  if (!first || said.length === sentences.length) return line;
  const kept = said.join(' ');
  if (!address || first.startsWith(address)) return kept;
  return `${address}, ${/^I\b/.test(kept) ? kept : kept.charAt(0).toLowerCase() + kept.slice(1)}`;
}

/** Words a line may have and still count as short: "Your things are ready. You can collect them on Saturday…" is kept whole. */
const SHORT_ENOUGH = 14;

/** A line made shorter: of three sentences or more, the first two that say something; of two, the first. */
export function shorterLine(line: string): string {
  if (line.split(/\s+/).length <= SHORT_ENOUGH) return line;
  const sentences = line.split(SENTENCE_BREAK).length;
  return firstSentences(line, sentences >= 3 ? 2 : 1);
}

/** The lines said more directly: lead-ins and talk of how hard it is to say left out, softeners dropped; null when nothing changes. */
export function firmerLines(lines: readonly string[]): string[] | null {
  const kept = lines
    .filter((line) => !LEAD_IN.test(line) && !ABOUT_SAYING_IT.test(line))
    .map((line) => {
      let out = line;
      for (const [pattern, to] of SOFTENERS) out = out.replace(pattern, to);
      // "Please let me finish?" is an instruction, not a question.
      if (/^Please\b/.test(out)) out = out.replace(/\?$/, '.');
      return out.charAt(0).toUpperCase() + out.slice(1);
    })
    .filter((line) => line.split(' ').length > 2);
  if (kept.length === 0 || kept.join(' ') === lines.join(' ')) return null;
  return kept;
}

// Each with its short form, as people write them in a message.
const CONTRACTIONS: readonly [RegExp, string][] = [
  [/\bI would prefer if\b/g, "I'd rather"],
  [/\bI would\b/g, "I'd"],
  [/\bI am\b/g, "I'm"],
  [/\bI will\b/g, "I'll"],
  [/\b(do|does|did|is|are|was|were|would|could|should|have|has) not\b/gi, "$1n't"],
  [/\bcannot\b|\bcan not\b/gi, "can't"],
  [/\bwill not\b/gi, "won't"],
  [/\b(it|that|there|what) is (?=[a-z])/gi, "$1's "],
  [/\b(we|you|they) are (?=[a-z])/gi, "$1're "],
  [/\blet us\b/gi, "let's"],
];

/** A line as someone would type it to a friend: the long forms contracted ("I would prefer if we talked" → "I'd rather we talked"). */
export function casualized(line: string): string {
  let out = line;
  for (const [pattern, to] of CONTRACTIONS) out = out.replace(pattern, to);
  return out;
}
