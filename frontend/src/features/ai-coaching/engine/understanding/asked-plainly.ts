/**
 * A few common ways of asking for a view, put the plain way the rest of the coach reads: "do u think its weird to…"
 * as "is it weird to…", "I'm allowed to go slow, right?" as "is it okay for me to go slow?". Only the asking words
 * change; what is asked about stays in the person's own words.
 */

// "do you think it's weird to…", "would u say that's normal", "do you think I'm being dramatic".
const THINK = String.raw`\b(?:do|would) (?:you|u) (?:think|say|reckon) `;
// What a hope is about, the words that call it fine, and the tag that checks it ("right?", "isn't it?").
const WHAT = String.raw`[^?.!]{2,80}?`;
const FINE = 'ok|okay|fine|normal|alright';
const NOT_WHAT = 'weird|strange|odd|rude|bad|wrong|silly|creepy|cringe|desperate|pushy|needy|clingy|too much|too obvious|too pushy|too needy';
const tag = (own: string) => String.raw`(?:right|yeah|yes|surely|no|${own})\s*\?`;
const REWORDS: readonly [RegExp, string][] = [
  [new RegExp(`${THINK}(?:it'?s|it is)\\b`, 'gi'), 'is it'],
  [new RegExp(`${THINK}(?:that'?s|thats|that is)\\b`, 'gi'), 'is that'],
  [new RegExp(`${THINK}(?:i'?m|im|i am) being\\b`, 'gi'), 'am I being'],
  // "I'm allowed to go slow, right?", "it's fine to say no, isn't it?": a hope checked, asked as the question it is.
  [new RegExp(String.raw`\b(?:i'?m|im|i am) allowed to (${WHAT}),? ${tag("aren'?t i")}`, 'gi'), 'is it okay for me to $1?'],
  [new RegExp(String.raw`\b(?:it'?s|its|it is) (${FINE}|allowed) (to|that|if) (${WHAT}),? ${tag("isn'?t it")}`, 'gi'), 'is it $1 $2 $3?'],
  [new RegExp(String.raw`\b(?:that'?s|thats|that is) (${FINE}),? ${tag("isn'?t it")}`, 'gi'), 'is that $1?'],
  // "thats not weird right", "that's not too much, is it?": a doubt checked, asked as the question it is, with or without its mark.
  [new RegExp(String.raw`\b(?:that'?s|thats|that is|this is) not (${NOT_WHAT}),? (?:right|yeah|surely|is it)(?:\s*\?+|\s*$)`, 'gim'), 'is that $1?'],
];

/** The message with its asking words put plainly; unchanged when it asks in none of these ways. */
export function askedPlainly(raw: string): string {
  return REWORDS.reduce(
    (text, [pattern, plain]) =>
      text.replace(pattern, (match: string, ...rest: unknown[]) => {
        const offset = rest.find((value) => typeof value === 'number') as number;
        const said = plain.replace(/\$(\d)/g, (_, n: string) => String(rest[Number(n) - 1] ?? ''));
        // At a sentence's start the question starts with a capital: "Is it…"; inside one ("Letters only, I'm allowed…") not.
        const starts = /(?:^|[.!?]\s*)$/.test(text.slice(0, offset)) && /^\p{Lu}/u.test(match);
        return starts ? said.charAt(0).toUpperCase() + said.slice(1) : said;
      }),
    raw,
  );
}
