/**
 * Whether a message tells good news or relief ("PASSED!!!!! 2 minors", "she said sorry", "ok maybe i was overthinking"),
 * read the same wherever a reply depends on it: the reply to the news itself, and a goodbye that comes with it.
 */
import { hardAfter, hardFeelingIn } from './lexicon';

// Relief after a worry: "ok maybe i was overthinking", "why did i stress for 3 months lmaooo", "update: shift was ok!!".
const RELIEF = new RegExp(
  String.raw`\bi was (?:just |totally |completely )?overthinking\b|\bwhy (?:did|do) i (?:even )?(?:stress|worry|panic)\w*|` +
    String.raw`\b(?:worried|worrying|stressed|stressing|panicked|panicking)(?: \w+){0,3} (?:over|about|for) nothing\b|` +
    String.raw`^update\b[^.!?]{0,40}\b(?:was|went) (?:actually |totally |really )?(?:ok|okay|fine|good|great|well)\b`,
);
// What someone else says of it is not the person's relief: "Kunle says… that I am worrying for nothing".
// Up to the end of the sentence or to a quote, which is said in their words, not reported ("she said 'yes pls…' 😭 ok maybe i…").
const REPORTED = /\b(?:says?|said|thinks?|tells? me|told me|reckons?)\b[^.!?'"‘“]*/g;
export const reliefIn = (lower: string): boolean => RELIEF.test(lower.replace(REPORTED, ' '));
// Crying faces are happy tears when relief is told with them: "she said 'yes pls i miss u too' 😭😭 ok maybe i was overthinking".
// News that is hard whatever feeling word comes with it: "they found a tumour yesterday", "he's been moved to intensive care".
const HARD_NEWS = new RegExp(
  String.raw`\b(?:tumou?rs?|cancer|terminal|diagnosed|a stroke|heart attack|intensive care|icu|passed away|died|miscarri\w*|` +
    String.raw`lost the baby|got worse|getting worse|spread to|bad news|in hospital|rushed to|ambulance|laid off|made redundant|got fired|evicted)\b`,
);
// Told as long gone ("he died 3 years ago"): part of the story, not news just heard.
const LONG_AGO = /\b(?:\d+|a few|few|several|two|three|many) (?:years?|yrs?|months?) ago\b|\b(?:last year|years ago|a while ago|when i was)\b/;
export const hardNewsIn = (lower: string): boolean => HARD_NEWS.test(lower) && !LONG_AGO.test(lower);
// "my anxiety is getting worse", "its getting worse" mid-exercise: how the person is, not news of something else.
const WORSE = /\b(?:got|getting|gets) worse\b/g;
/** Hard news of something happening beyond the talk ("grandma is in hospital"), not one's own state getting worse. */
export const hardNewsElsewhere = (lower: string): boolean => hardNewsIn(lower.replace(WORSE, ' '));

const TEARS = /😭|😢|🥲|🥹/gu;

// News that something went well: a reply, an apology, a yes, a pass.
const GOOD_NEWS = new RegExp(
  [
    // "she said 'yes pls…'", "Mr Patel was lovely", "shift was ok!!".
    String.raw`\bsaid ['"‘“](?:yes|yeah(?! yeah)|of course)\b|` +
      String.raw`(?<!\b(?:said|says|told \w+) )\b(?!i\b)\w+ (?:was|were) (?:so |really |actually |very )?(?:lovely|kind(?! of\b)|sweet)\b`,
    String.raw`\b(?:shift|day|interview|exam|meeting|call|talk|chat|date|appointment|visit|party|lesson|class|session|trip|dinner|lunch) ` +
      String.raw`(?:was|went) (?:actually |really |totally |pretty |so )?(?:ok|okay|fine|good|great|alright|well|amazing|lovely)\b`,
    String.raw`\b(?:she|he|they) (?:said sorry|apologi[sz]ed|said yes|answered|replied|wants to (?:meet|sit together|talk|hang out))\b`,
    String.raw`\b(?:she|he|they) (?:agreed(?! with)|said (?:ok|okay|fine|sure)|loved it)\b`,
    String.raw`\b(?:it went (?:well|ok|okay|fine|great)|went better than|i passed|got the job|they said yes|(?<!\bif )it worked)\b`,
    // "i got into my dream uni", "got an offer from leeds": a place won.
    String.raw`(?<!\b(?:didn'?t|did not|never|not) )\b(?:i |we )?(?:got into|got accepted (?:into|to|at)|got (?:a|the|my) place at|` +
      String.raw`got an offer from) (?:my )?(?:dream |first[- ]choice )?(?:uni|university|college|school|course|\w+ (?:uni|university))\b`,
    // "I signed up! … Dave was actually thrilled", "Told Mum. She cried, then made me a cup of tea… I'm so relieved".
    // Not leave "booked off", nor a booking long made ("i booked it off months ago").
    String.raw`\b(?:i|we) (?:signed up|did it|went through with it|booked it(?! off\b| (?:\w+ )?(?:days?|weeks?|months?|ages|years?) ago\b))\b|` +
      String.raw`\b(?:nailed|smashed|aced|crushed) it\b`,
    // "PASSED!!!!! 2 minors", "I went! We were 11 people", "That made all the difference", "I was laughing the whole afternoon".
    String.raw`^(?:update:? )?(?:i )?passed\b|\b(?:i|we) (?:went|did it|made it)!|\bmade (?:all the |a (?:big |huge |real )?)difference\b|` +
      String.raw`\b(?:i was|we were) laughing\b`,
    // "its a dysplastic naevus… but not melanoma. she said they got it all out", "best day so far", "day 5 now btw. still alive".
    String.raw`\bnot (?:cancer|cancerous|melanoma|malignant)\b|\bbenign\b|\ball clear\b|\bgot it all(?: out)?\b|\bbest day (?:so far|ever)\b|` +
      String.raw`\bday \d+ (?:now|done|today)\b|\b\d+ days? (?:clean|sober|smoke[- ]free|vape[- ]free|off it)\b`,
    // "shaking a bit but did the whole fitting", "I went red, I said the line… It lasted maybe ten seconds?".
    String.raw`(?<!\b(?:he|she|they|you) )\b(?:did|managed) the whole (?:thing|\w+)\b|\b(?:got|made it) through (?:it|the \w+|the whole \w+)\b|` +
      String.raw`\b(?:it )?(?:only |just )?lasted (?:maybe |about |like |only |just )?(?:\d+|a few|two|five|ten|thirty) (?:seconds|secs|minutes|mins)\b`,
    String.raw`\b(?:i'?m|im|i am|i feel|i felt|felt) (?:so |really |very |such a )?relieved\b`,
    String.raw`\b(?:was|were|is) (?:actually |really |so )?(?:thrilled|delighted|over the moon)\b|\bbest day (?:in|i'?ve had)\b`,
    // "He was actually ok, he said sorry… I was shaking little bit before but it was fine", "Not so terrible like I imagined".
    // Not said by someone in a story: "they said it was lovely when they paid".
    String.raw`(?<!\b(?:said|says|told (?:me|us|him|her)|claimed|pretended) )\b(?:he|she|they|it) (?:was|were) ` +
      String.raw`(?:actually |really |totally |all |so |very |super |pretty )?` +
      String.raw`(?:ok|okay|fine|nice|lovely|great|understanding)\b`,
    // Not "Not so bad pain, more when I drink something cold": how bad a pain is, told.
    String.raw`\bnot (?:so|as|that) (?:bad|terrible|scary|awful|horrible)\b(?! (?:pain|ache|toothache|headache|symptoms?)\b)|` +
      String.raw`\bdid(?:n'?t| not) expect (?:that|it|this) to work\b`,
    // "Suppose that went alright", "she hug me!!", "he just went 'fair enough' and paid".
    String.raw`\b(?:that|it|this|everything|all) went (?:actually |really |pretty |so |quite )?(?:ok|okay|fine|good|great|alright|well|smoothly)\b|` +
      String.raw`\b(?:she|he|they) hug(?:ged|s)? me\b|\b(?:said|went|goes) ['"‘“](?:fair enough|no problem|no worries|no bother|of course|totally)\b`,
    // "I feel a lot less mad at myself", "I felt strange, nervous but also lighter".
    String.raw`\bi (?:feel|felt|am feeling|'m feeling)\b(?! like)[^.!?]{0,30}\b(?:lighter|less (?:mad|angry|anxious|stressed|worried|scared|guilty|nervous))\b`,
  ].join('|'),
);

// "he replied 'busy, will do' 🙄 now what", "she replied with just 'ok 👍' 😩 what does that even mean": a reply that worries.
// "He replied 'so you are calling me a liar'… What now?": a reply that is no good news. Nor news with a "but" after it ("I passed
// the exam. But in the meetings…"), a reply and "nothing else", or someone who "then wants to talk one hour".
const WORRIED_FACES = '🙄|😒|😩|😞|😕|😭|😢|😬|😟|😰';
const NOT_GOOD_NEWS = new RegExp(
  String.raw`${WORRIED_FACES}|\bnow what\b|\bwhat now\b|\bcalling me\b|\bliar\b|\bblocked me\b|\bwhat does (?:that|it|this) (?:even )?mean\b|` +
    String.raw`\b(?:just|only) ['"‘“]?(?:ok|okay|k|fine|👍)|\bnothing else\b|[.!,;]\s*but\b|\bthen (?:he|she|they) wants? to\b|` +
    // "It helped a little, until we saw a Labrador.", "all my good intentions went out of the window".
    String.raw`\buntil (?:we|i|he|she|they|it)\b|\bout of the window\b|^but\b|` +
    // "It worked for about two days. Now he just lies about the lying.": something that stopped working.
    String.raw`\b(?:worked|helped) for (?:about |only |like |just |maybe )?(?:a|an|one|two|three|a few|a couple of|\d+) (?:days?|weeks?|hours?|nights?)\b|` +
    // "she said it was fine but I could tell it wasn't", "he was nice to everyone except me".
    String.raw`\b(?:ok|okay|fine|nice|lovely|great)\b[^.!?]{0,25}\b(?:but|except|until)\b|` +
    // "my best mate got the job i wanted and i cant stop feeling envious": someone else's news, envied.
    String.raw`\b(?:envious|jealous|jelous|envy)\b|` +
    // "she replied saying it was a small wedding and budget was tight": a reply that gives a reason for a no, no good news.
    String.raw`\b(?:replied|answered|said|texted back)(?: me)? (?:saying |that )?(?:it was |it's |its |there was |there's )?` +
    String.raw`(?:a small|small|only|just|too|no room|not possible|couldn'?t|could not|can'?t|cannot|budget|money)\b|\bexcuses?\b`,
  'u',
);

const EVERY_GOOD_NEWS = new RegExp(GOOD_NEWS.source, 'g');

// "Sunday update. I told her by the lychgate…", "update its friday. i went!!": an update of a step taken, good news when
// nothing in it went badly ("update: i told her. she cried and said she never wants to see me again").
const UPDATE_OF_A_STEP = /^(?:[a-z]+ )?update\b.{0,40}?\b(?:i )?(?:went|did it|said it|told (?:her|him|them)|asked (?:her|him|them|[a-z]+))\b/;
const WENT_BADLY = /\b(?:said no|cried|crying|never|walked off|hung up|refused|shouted|yelled|worse|badly|awful|terrible|furious|upset|angry|ignored)\b/;
// "I've been worrying about this since February!": the worry before the step, not how it went.
const WORRY_BEFORE = /\bi(?:'ve| have| had)? been [^.!?]*|\bi was [^.!?]*/g;
const updateOfAStep = (lower: string): boolean =>
  UPDATE_OF_A_STEP.test(lower) &&
  !WENT_BADLY.test(lower) &&
  !hardFeelingIn(lower.replace(WORRY_BEFORE, ' '));

/**
 * Whether a message tells good news or relief: not when a hard feeling follows a "but" after the last of it ("In January I signed up for
 * a watercolour class… but I have come away each week feeling rather deflated").
 */
export function goodNews(lower: string): boolean {
  const relief = reliefIn(lower);
  if (NOT_GOOD_NEWS.test(relief ? lower.replace(TEARS, '') : lower)) return false;
  const last = [...lower.matchAll(EVERY_GOOD_NEWS)].at(-1);
  if (last === undefined) return (relief || updateOfAStep(lower)) && !hardAfter(lower);
  return !hardAfter(lower.slice((last.index ?? 0) + last[0].length));
}
