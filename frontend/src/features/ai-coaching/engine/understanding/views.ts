/**
 * What other people told the person about their situation ("my friend chloe says hes trash",
 * "Carol says I'm under her feet", "my mother says leave it"), so the coach can ask what the person
 * makes of it instead of answering the situation's opening lines again. Read from the raw text, so
 * names keep the person's own spelling.
 */
import { capitalize } from '../text';
import { NOT_NAMES, ROLES } from './entities';

export interface View {
  /** Who said it, as the coach names them: "Chloe", "your mother". */
  who: string;
  /** The person pushes back on it in the same message ("… But I feel like stupid"); never when it hurt. */
  doubted: boolean;
  /** It was hard to hear ("my dad said I'm useless"). */
  hurtful: boolean;
  /** What the person wants or thinks instead, told after the "but" ("i dont want to give up"), in their words. */
  own?: string;
}

// "…but i dont want to give up", "but i think it's worth it": the person's own view, told in the first person.
// A feeling after the "but" ("but i feel like stupid") is no view of their own to say back.
const OWN_VIEW = new RegExp(
  String.raw`^but (i (?:really |just |still |honestly )?(?:don'?t want|do not want|want|wanna|think|believe|need|love|like|would rather|'d rather|d rather)\b` +
    String.raw`[^.!?;]{3,60}?)\s*(?:[.!?;]|$)`,
);
/** The most words of an own view said back. */
const OWN_VIEW_WORDS = 10;

// "my other friend nia", "my older sister": words that may stand before the role.
const BEFORE_ROLE = String.raw`(?:other |best |older |younger |little |big |eldest |oldest |youngest )?`;
// "Thinks" only with a view after it: "nia thinks maybe something happened", not "Luis thinks it's maybe 3 thousand".
const SAYS = String.raw`(?:says|said|keeps saying|kept saying|always says|told me|tells me|reckons|thinks (?=i |we |maybe |you |he |she |that i ))`;
const PRESSING = /\b(?:keeps saying|kept saying|always says)\b/;
const BY_ROLE = new RegExp(String.raw`\bmy ${BEFORE_ROLE}([a-z]+)(?: ([a-z]+))? ${SAYS}\b`, 'gi');
// A capitalised name alone, or one the person named before: "Carol says…".
const BY_NAME = new RegExp(String.raw`(?:^|[.,;!?]\s*|\b(?:and|but|so|because|cos|coz|then|even) )([A-Z][a-z]+) ${SAYS}\b`, 'g');
// Things that "say" something: a price, a rule, a forecast.
const NOT_SPEAKERS = new Set(
  `shop garage mechanic website internet google app bank council school article report sign email letter news paper label forecast
  form receipt quote policy law rules study research contract menu map screen test results`.split(/\s+/),
);
// Those whose word is advice from their work ("Physio said walking is fine"): advice to follow, not a view to weigh.
const PROFESSIONS = new Set([
  'physio', 'gp', 'nurse', 'vet', 'counsellor', 'counselor', 'dentist', 'coach', 'pharmacist', 'midwife', 'surgeon', 'consultant', 'optician',
  'specialist', 'paediatrician', 'pediatrician', 'neurologist',
]);
const NEWS_GIVERS = new Set(['landlord', 'therapist', 'doctor', 'teacher', 'professor', 'tutor']);
// "said she'd come too", "said he will show me": an offer of help, not a view on the situation.
const HELPER = String.raw`(?:she|he|they|she'd|he'd|they'd|hed|shed)(?:'d| would| will|'ll| can)?`;
const HELP = String.raw`(?:be around|come|help|show|go with|be there|be on call|drive|take me)`;
const OFFER = new RegExp(String.raw`\b(?:said|says|told me) ${HELPER} ${HELP}`);
// Advice already tried ("told me to use pomodoro… I tried") is answered as what was tried; "my wife said I should try this app" brought them here.
const TRIED_OR_HERE = /\b(?:tried|try this|try talking to|so here i am|told me to try)\b/;
const HURTFUL = new RegExp([
  String.raw`\b(?:useless|stupid|lazy|idiot|failure|fat|ugly|selfish|pathetic|disappointment|worthless|dramatic|overreacting)\b`,
  String.raw`\b(?:too sensitive|a phase|at least|just a|only a|get over it|move on|get another)\b`,
].join('|'));
const HURT_TOLD = /\b(?:that|it) hurt|\bhurt to hear\b|\bhurts? me\b/;

/** Who told the person what to think or do, with whether they push back on it and whether it hurt; at most two. */
export function viewsIn(raw: string, knownNames: readonly string[] = []): View[] {
  const text = raw.slice(0, 2_000);
  const lower = text.toLowerCase();
  if (OFFER.test(lower) || TRIED_OR_HERE.test(lower)) return [];
  // A "but" after what was said is the person's own doubt; what hurt is read only in what was said before it.
  const said = new RegExp(String.raw`\b${SAYS}`).exec(lower);
  const after = said ? lower.slice(said.index) : '';
  const but = after.search(/\bbut\b/);
  const hurtful = HURT_TOLD.test(lower) || HURTFUL.test(but >= 0 ? after.slice(0, but) : after) || PRESSING.test(lower);
  const doubted = but >= 0 && !hurtful;
  const ownTold = doubted ? OWN_VIEW.exec(after.slice(but))?.[1] : undefined;
  const own = ownTold && ownTold.split(' ').length <= OWN_VIEW_WORDS ? ownTold : undefined;
  const who: string[] = [];
  for (const m of text.matchAll(BY_ROLE)) {
    const role = (m[1] ?? '').toLowerCase();
    // A landlord's news ("rent is going up") or a doctor's or teacher's word is not a view to weigh like a friend's.
    if (!ROLES.has(role) || NEWS_GIVERS.has(role) || PROFESSIONS.has(role)) continue;
    const name = m[2] && !NOT_NAMES.has(m[2].toLowerCase()) ? m[2] : null;
    who.push(name ? capitalize(name.toLowerCase()) : `your ${role}`);
  }
  const known = new Set(knownNames.map((n) => n.toLowerCase()));
  for (const m of text.matchAll(BY_NAME)) {
    const name = m[1] ?? '';
    const lowerName = name.toLowerCase();
    // "Doctor said local anaesthetic only.": a doctor's word at a sentence's start is advice too.
    if (PROFESSIONS.has(lowerName) || NEWS_GIVERS.has(lowerName)) continue;
    if (ROLES.has(lowerName)) who.push(`your ${lowerName}`);
    // "Shop says $3,800", "Barely said hi": a thing that says, or a word that starts a sentence, is no one's view.
    else if (!NOT_NAMES.has(lowerName) && (known.has(lowerName) || !(NOT_SPEAKERS.has(lowerName) || /ly$/.test(lowerName)))) who.push(name);
  }
  for (const m of lower.matchAll(new RegExp(String.raw`\b([a-z]+) ${SAYS}\b`, 'g'))) {
    if (known.has(m[1] ?? '') && !PROFESSIONS.has(m[1] ?? '')) who.push(capitalize(m[1] ?? ''));
  }
  const unique = [...new Map(who.map((w) => [w.toLowerCase().replace(/^your /, ''), w])).values()];
  return unique.slice(0, 2).map((w) => ({ who: w, doubted, hurtful, ...(own ? { own } : {}) }));
}
