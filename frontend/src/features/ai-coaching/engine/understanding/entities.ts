/** People, pets, events with their days and places named in a message. */
import type { Entity } from './types';

/** One word of the message: as typed (case kept) and normalised (lower case, spelling corrected, possessive kept). */
export interface Token {
  raw: string;
  word: string;
  /** First word of its sentence: a capital there says nothing about a name. */
  start: boolean;
  /** A comma or similar pause follows ("Biscuit, my dog"). */
  pause: boolean;
  sentence: number;
}

const words = (list: string): string[] => list.trim().split(/\s+/);

export const ROLES = new Set(words(`
  boss manager supervisor coworker coworkers colleague colleagues friend friends bestie roommate flatmate mom mum mother dad
  father parents parent brother sister son daughter husband wife partner boyfriend girlfriend fiance fiancee ex teacher professor
  therapist doctor neighbor neighbour grandma grandpa grandmother grandfather aunt uncle cousin kids kid child children baby
  landlord classmate classmates tutor stepmom stepdad stepmum mentor bf gf grandad granddad nan nana gran granny nephew auntie`));
const PLURAL_ROLES = new Set(words('coworkers colleagues friends parents kids children classmates'));
/** A person's close family, as a pattern's alternatives: whose week, whose routine ("my wife has her choir"). */
const PARTNERS = 'wife|husband|partner|girlfriend|boyfriend';
const PARENTS = 'mum|mom|mother|dad|father';
const CHILDREN = 'son|daughter|kids?|children|child|baby';
export const KIN = [PARTNERS, PARENTS, 'brother|sister', CHILDREN, 'parents?|family|grandparents|mil|in-laws?'].join('|');
const KIN_ADJECTIVES = new Set(words('teenage teen little older younger big baby eldest oldest youngest elderly late step new best old'));
const ROLE_NAMES = new Map([['bf', 'boyfriend'], ['gf', 'girlfriend']]);
const SPECIES = new Map([
  ['dog', 'dog'], ['puppy', 'dog'], ['pup', 'dog'], ['cat', 'cat'], ['kitten', 'cat'], ['kitty', 'cat'], ['rabbit', 'rabbit'],
  ['bunny', 'rabbit'], ['hamster', 'hamster'], ['parrot', 'parrot'], ['bird', 'bird'], ['fish', 'fish'], ['horse', 'horse'],
  ['turtle', 'turtle'], ['tortoise', 'tortoise'], ['lizard', 'lizard'], ['snake', 'snake'], ['ferret', 'ferret'], ['budgie', 'budgie'],
]);
/** Events that are events wherever they appear; WEAK_EVENTS need "my", "the", a day or a modifier to be one. */
const EVENTS = new Set(words(`
  meeting exam exams interview party wedding funeral presentation appointment graduation surgery reunion concert deadline birthday
  finals midterm midterms audition recital appraisal festival gig tournament marathon christening baptism`));
const WEAK_EVENTS = new Set(words(`
  date test game match shift trip session class lecture dinner flight holiday vacation speech pitch demo hearing conference review
  operation ceremony gathering performance competition race`));
// What an event's word names when another follows it: "shift manager", "dinner table", "test results", "class teacher".
const NOT_THE_EVENT = new Set(words(`
  manager managers lead leader supervisor worker workers pattern patterns rota room rooms table results result board paper papers planner
  attendant musician cottage money pay allowance schedule notes slides partner buddy teacher mate mates tutor rep`));
const WATCHING = new Set(words('netflix watch teleparty zoom'));
const EVENT_PHRASES = [
  'job interview', 'birthday party', 'graduation party', 'office party', 'work party', 'christmas party', 'dinner party', 'baby shower',
  'performance review', "doctor's appointment", 'dentist appointment', 'first date', 'court date', 'driving test', 'therapy session',
  'team meeting', 'staff meeting', 'final exam', 'work drinks', 'get together', 'wedding anniversary',
].map((phrase) => phrase.split(' '));
const PLACES = new Set(words(`
  office gym home house apartment flat kitchen bedroom bed desk car bus train subway park beach church hospital classroom library
  store shop supermarket mall restaurant bar cafe campus dorm room couch sofa garden balcony airport station lobby work school
  place bathroom`));
const BARE_PLACES = new Set(words('home work school bed church class campus'));

const DETERMINERS = new Set(words('my our his her their your the a an'));
const POSSESSIVES = new Set(words('my our his her their your'));
const THEIR = new Set(words('his her their'));
// Family roles: "a dad" is someone's dad, where "a colleague" may well be the person's own.
const FAMILY = new RegExp(`^(?:${KIN}|grandma|grandmother|grandpa|grandfather|aunt|uncle)$`);
export const WEEKDAYS = words('monday tuesday wednesday thursday friday saturday sunday');
export const MONTHS: ReadonlySet<string> = new Set(words('january february march april may june july august september october november december'));
export const SEASONS = 'spring|summer|autumn|fall|winter';
const RELATIVE_DAYS = new Set(words('today tonight tomorrow yesterday'));
const DAY_PARTS = new Set(words('morning afternoon evening night'));

// Common words a capital (sentence start, title case) does not turn into a name.
export const NOT_NAMES = new Set(words(`
  i the a an and but or so my me we you he she they it this that these those there here what when where why how who which just
  really honestly actually also maybe yes yeah no not ok okay hi hey hello thanks please well oh um like sometimes always never
  everything nothing everyone someone anyone nobody lately recently then now still even only again last next after before since
  because if is was are were am be been have has had do does did can could would should will shall may might must said says
  told tells keeps kept wants thinks thought knows gets got makes made goes went texts texted calls called hates loves likes
  seems needs lives works yells from with about at in on to for of by up down out over into too very much many more most some
  any all both each every other another such own same anyway though although while until mr mrs ms dr god lol omg tbh idk btw
  pani pan frau herr senora senhora signora madame monsieur
  ugh wow haha hmm sorry sure right good bad new old first one two three dear english
  irish scottish welsh british polish brazilian spanish french german italian chinese indian portuguese christmas easter thanksgiving halloween
  covid netflix google instagram facebook tiktok youtube twitter reddit amazon zoom slack teams group circle place house car
  whatsapp snapchat snap telegram messenger signal discord linkedin pinterest etsy ebay vinted depop spotify uber deliveroo tesco
  xbox playstation ps5 nintendo switch fortnite minecraft roblox steam twitch bet365 skybet paddypower betfair
  arrived arrive name names named
  phone stuff thing things life time text message number again who whose whom tho though today tonight tomorrow yesterday
  everybody somebody anybody cause coz cuz its yet ever once twice later soon almost already instead either neither otherwise
  lady man woman guy bloke girl boy fella chap
  you've you're you'll you'd i've i'm i'll i'd we've we're we'll they've they're it's that's there's let's don't can't won't
  think want know feel say tell ask need love hate like keep make go come get take give see hear call text ignore
  cancel cancels cancelled left leave fought fight argue argued worry worries care cares
  took gave came found sent brought bought caught taught ran saw knew wrote broke forgot lost won hit put let set sat stood held
  paid met heard slept woke drove ate drank fell spoke threw wore sold understood became began forgave hid hung lent meant rang
  sang shook stole swore tore won't doesn't didn't isn't wasn't can't truth thing point problem reason issue basically apparently
  hopefully luckily obviously seriously literally im ive id ill dont cant wont didnt doesnt isnt arent wasnt youre theyre thats whats
  hes shes around away back home off together alone anymore inside outside upstairs downstairs everywhere somewhere`));
// After a capitalised first word, these say it was a person: "Dana from accounting", "Sam said".
const PERSON_NEXT = new Set(words(`
  from and said says told tells is was keeps kept has had called calls texted texts asked asks wants wanted thinks thought never
  always just yelled left invited ignored ignores hates loves still got gets made makes came went seems will would might who died
  passed dies`));

/** Single words the module knows, for spelling correction. */
export const ENTITY_VOCABULARY: readonly string[] = [...ROLES, ...SPECIES.keys(), ...EVENTS, ...WEAK_EVENTS, ...PLACES, ...WEEKDAYS];

const base = (word: string): string => word.replace(/'s$|'$/, '');
const capitalised = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);
const PLACE_BEFORE = ['in', 'at', 'from', 'to', 'near', 'visit', 'visiting', 'around'];
const TITLES = new Map([['mr', 'Mr'], ['mrs', 'Mrs'], ['ms', 'Ms'], ['dr', 'Dr'], ['miss', 'Miss']]);

function isKnownWord(word: string, vocabulary: ReadonlySet<string>): boolean {
  return NOT_NAMES.has(word) || MONTHS.has(word) || WEEKDAYS.includes(word.replace(/s$/, '')) || vocabulary.has(word) || ROLES.has(word) ||
    SPECIES.has(word) || EVENTS.has(word) || WEAK_EVENTS.has(word) || PLACES.has(word) || RELATIVE_DAYS.has(word);
}

// A time said straight after an event that is not a day of the week: "the wedding in September", "the exam next month".
const MONTH_NAMES = [...MONTHS].join('|');
const OWN_TIME = new RegExp(
  String.raw`^(?:is |was )?(?:in (?:${MONTH_NAMES}|${SEASONS}|\d+|a few|two|three|four|five|six)|next (?:month|year|${SEASONS})|this (?:${SEASONS}))\b`,
);
const SCOLD_VERBS = new Set(words('give gives giving gave given get gets getting got'));
// Who has named something: "she has named", "we already named", "they called".
const NAMERS = new Set(words("has have had already just she he they we i i've we've she's he's they've"));
// The day something was told: "told me on Sunday", "she texted yesterday".
// "my abuela died on tuesday… i cant go to the funeral": the day of a death, not of the funeral after it.
const TOLD_VERBS = new Set(words('told said asked texted messaged called rang emailed mentioned announced explained died passed'));

/** Whether the only day of a sentence is the day something was told in it ("he told me on Sunday that…"). */
function toldOn(tokens: readonly Token[], sentence: number): boolean {
  const dayAfter = (j: number) => tokens.slice(j + 1, j + 4).some((u, k) => u.sentence === sentence && dayAt(tokens, j + 1 + k) !== null);
  return tokens.some((t, j) => t.sentence === sentence && TOLD_VERBS.has(t.word) && dayAfter(j));
}

// "before my wedding", "at our wedding", "since my graduation" in a sentence told in the past ("I did that", "I was"), with
// nothing ahead in it ("next", "coming", "will"): an event of the past.
const PAST_TOLD = new Set(words('did was were had went felt got wore lost gave made spent cried'));
const AHEAD = new Set(words('next coming will tomorrow upcoming soon'));
const AROUND_THEN = new Set(words('before at after since during from'));
function toldAsPast(tokens: readonly Token[], i: number): boolean {
  const around = tokens[i - 1] && DETERMINERS.has(tokens[i - 1]!.word) ? tokens[i - 2] : tokens[i - 1];
  if (!around || !AROUND_THEN.has(around.word)) return false;
  const sentence = tokens.filter((t) => t.sentence === tokens[i]?.sentence).map((t) => t.word);
  return sentence.some((word) => PAST_TOLD.has(word)) && !sentence.some((word) => AHEAD.has(word));
}

// "my wedding necklace", "our wedding anniversary": things of a wedding, not the day.
export const WEDDING_THINGS: ReadonlySet<string> = new Set(
  words('necklace ring rings band dress suit photo photos album anniversary gift gifts present video vows cake veil shoes jewellery jewelry sari saree'),
);

// "hearing aid", "my hearing is getting worse": the sense, after "hearing".
const THE_SENSE = /^(?:aids?|loss|problems?) |^(?:is|was|has|got|isn't|went) (?:getting|worse|bad|poor|not|going|fine|ok|okay|better|terrible)$/;

/** A day phrase starting at `j`: "Friday", "tomorrow morning", "next week", "this weekend". */
export function dayAt(tokens: readonly Token[], j: number): { text: string; length: number } | null {
  const w = base(tokens[j]?.word ?? '');
  const next = base(tokens[j + 1]?.word ?? '');
  const weekday = (word: string) => WEEKDAYS.includes(word.replace(/s$/, '')) ? capitalised(word.replace(/s$/, '')) : null;
  if (['next', 'this', 'last', 'coming'].includes(w)) {
    const day = weekday(next) ?? (['week', 'weekend', 'month', 'year'].includes(next) || DAY_PARTS.has(next) ? next : null);
    return day ? { text: `${w} ${day}`, length: 2 } : null;
  }
  if (w === 'the' && next === 'weekend') return { text: 'the weekend', length: 2 };
  const day = weekday(w) ?? (RELATIVE_DAYS.has(w) ? w : null);
  if (!day) return null;
  return DAY_PARTS.has(next) && w !== 'tonight' && !/'s$/.test(tokens[j]?.word ?? '') ? { text: `${day} ${next}`, length: 2 } : { text: day, length: 1 };
}

interface Found {
  at: number;
  entity: Entity;
}

/** Entities in order of mention. `vocabulary` holds the other known words (feelings, topics) that are never names. */
export function entitiesIn(tokens: readonly Token[], vocabulary: ReadonlySet<string> = new Set()): Entity[] {
  const found: Found[] = [];
  // Keys of what is already found, so a long message with many mentions stays linear.
  const seen = new Set<string>();
  const used = new Set<number>();
  const days = tokens.map((_, j) => dayAt(tokens, j));
  const daysBySentence = new Map<number, string[]>();
  for (let j = 0; j < days.length; j++) {
    const day = days[j];
    if (!day) continue;
    const sentence = tokens[j]?.sentence ?? 0;
    daysBySentence.set(sentence, [...(daysBySentence.get(sentence) ?? []).slice(0, 1), day.text]);
    j += day.length - 1;
  }
  const letters = tokens.map((t) => t.raw).join('');
  // In a message typed in capitals, or in Title Case, a capital says nothing about names.
  const caseInformative = (letters.match(/\p{Lu}/gu)?.length ?? 0) < letters.length * 0.5 &&
    tokens.filter((t) => /^\p{Lu}/u.test(t.raw)).length <= Math.max(2, tokens.length * 0.5);

  const nameAt = (i: number, afterRole: boolean): string | null => {
    const token = tokens[i];
    if (!token || used.has(i)) return null;
    const raw = base(token.raw);
    const w = base(token.word);
    if (w.length < 2 || /[^\p{L}'-]/u.test(w) || isKnownWord(w, vocabulary)) return null;
    const cap = caseInformative && /^\p{Lu}\p{Ll}/u.test(raw);
    // Lower case only right after a role ("my friend jess"), and not a verb ("my dog barks", "my mom cried"), so only where
    // a name would end the phrase: before a word that says a person acted, or at the end of the sentence.
    const next = tokens[i + 1];
    const endsPhrase = !next || next.sentence !== token.sentence || PERSON_NEXT.has(next.word);
    if (!cap && !(afterRole && endsPhrase && !/(?:ing|ed|ly|[^aeious]s|ies)$/.test(w))) return null;
    if (cap && token.start && !afterRole && !PERSON_NEXT.has(tokens[i + 1]?.word ?? '') && !/'s?$/.test(token.word)) return null;
    // "in Melbourne, from Chengdu": a place, not a person.
    if (!afterRole && PLACE_BEFORE.includes(tokens[i - 1]?.word ?? '')) return null;
    // "the Kindergarten place", "a Bailey caravan": a thing with a capital, not a person.
    if (!afterRole && ['the', 'a', 'an'].includes(tokens[i - 1]?.word ?? '')) return null;
    // "on Trade Me", "on Facebook Marketplace", "via Vinted": a site or an app, however many capitals its name has.
    let first = i;
    while (first > 0 && /^\p{Lu}/u.test(tokens[first - 1]?.raw ?? '') && tokens[first - 1]?.sentence === token.sentence) first -= 1;
    if (!afterRole && !/'s?$/.test(token.word) && ['on', 'via', 'onto'].includes(tokens[first - 1]?.word ?? '')) return null;
    // "in Fort Lauderdale": a place of more than one word, however many capitals.
    if (!afterRole && first < i && PLACE_BEFORE.includes(tokens[first - 1]?.word ?? '')) return null;
    // "Mrs Kang", "Dr Okafor": the title is how the person is named.
    const title = TITLES.get(tokens[i - 1]?.word ?? '');
    return title ? `${title} ${capitalised(raw.toLowerCase())}` : capitalised(raw.toLowerCase());
  };

  const ownerBefore = (i: number): boolean => {
    // "my teenage son", "my little sister": one describing word may stand between.
    const before = tokens[i - 1] && KIN_ADJECTIVES.has(tokens[i - 1]!.word) ? tokens[i - 2] : tokens[i - 1];
    return !!before && (DETERMINERS.has(before.word) || /'s$/.test(before.word));
  };

  // Whose: someone else's ("her", "his", "their", "Tom's"), not the person's own.
  const theirs = (i: number): boolean => {
    const before = tokens[i - 1] && KIN_ADJECTIVES.has(tokens[i - 1]!.word) ? tokens[i - 2] : tokens[i - 1];
    return !!before && (THEIR.has(before.word) || /'s$/.test(before.word));
  };

  const someonesKin = (role: string, i: number): boolean => FAMILY.test(role) && /^(?:a|an|another)$/.test(tokens[i - 1]?.word ?? '');

  // People by role, and pets.
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    // "my dogs name is pepper", "my mums name is": a possessive written without its apostrophe, before "name".
    const bare = base(token.word);
    const unmarked = tokens[i + 1]?.word === 'name' && /[a-z]s$/.test(bare) && !ROLES.has(bare) && !SPECIES.has(bare) ? bare.slice(0, -1) : null;
    const w = unmarked !== null && (ROLES.has(unmarked) || SPECIES.has(unmarked)) ? unmarked : bare;
    let role = ROLES.has(w) ? ROLE_NAMES.get(w) ?? w : null;
    let end = i;
    if (w === 'co' && base(tokens[i + 1]?.word ?? '') === 'worker') {
      role = 'coworker';
      end = i + 1;
    }
    // "my team lead priya said…", "my line manager Dave": a role of two words.
    const second = base(tokens[i + 1]?.word ?? '');
    if ((w === 'team' && (second === 'lead' || second === 'leader')) || (w === 'line' && second === 'manager')) {
      role = w === 'team' ? 'team lead' : 'manager';
      end = i + 1;
    }
    if (role === 'friend' && tokens[i - 1]?.word === 'best') role = 'best friend';
    const species = SPECIES.get(w);
    if (!role && !species) continue;
    const startCap = token.start && /^\p{Lu}/u.test(token.raw);
    // "since dad died": a parent named bare with the death said of them is theirs to have lost.
    const diedNext = /^(?:just |suddenly )?(?:died|passed)\b/.test(`${tokens[i + 1]?.word ?? ''} ${tokens[i + 2]?.word ?? ''}`);
    const bareParent = role !== null && ['mom', 'mum', 'dad'].includes(role) && (startCap || diedNext);
    if (!ownerBefore(role === 'best friend' ? i - 1 : i) && !bareParent) continue;
    if (role === 'ex' && !POSSESSIVES.has(tokens[i - 1]?.word ?? '')) continue;
    // "my dog Biscuit", "my friend jess"; or "Biscuit, my dog" / "Sam, my coworker".
    // Never across a full stop: "my manager. Im completely fried" names no one.
    const nextSentence = tokens[end + 1] !== undefined && tokens[end + 1]?.sentence !== tokens[end]?.sentence;
    // "the big kids laugh": after a plural only a word written with a capital is a name ("my kids Tom and Ella").
    const plural = PLURAL_ROLES.has(w) && !/^\p{Lu}/u.test(tokens[end + 1]?.raw ?? '');
    let name = /'s?$/.test(tokens[end]?.word ?? '') || tokens[end]?.pause || nextSentence || plural ? null : nameAt(end + 1, true);
    let nameAtIndex = end + 1;
    // "my flatmate name is Chiara", "my boss's name is Priya", "my dog is called Biscuit": the name said after.
    const after = [1, 2, 3].map((k) => (tokens[end + k]?.sentence === token.sentence ? tokens[end + k]?.word : undefined)).join(' ');
    const saidAfter = /^(?:name is|is called|called) /.exec(`${after} `)?.[0].trim().split(' ').length;
    if (!name && saidAfter) {
      name = nameAt(end + saidAfter + 1, true);
      nameAtIndex = end + saidAfter + 1;
    }
    if (!name && tokens[i - 1]?.word === 'my' && tokens[i - 2]?.pause) {
      name = nameAt(i - 2, false) ?? nameAt(i - 2, true);
      nameAtIndex = i - 2;
    }
    if (name) used.add(nameAtIndex);
    used.add(i);
    i = Math.max(i, end);
    // "her husband Graham", "Tom's wife Sarah", "my friend's husband": someone else's, never "your husband"; by name only.
    // "a dad from swimming club, Marco", "a mum at the school gate": someone's parent met, not the person's own.
    if (role && !species && (theirs(role === 'best friend' ? i - 1 : i) || someonesKin(role, i))) {
      if (!name || seen.has(`name|${name}`)) continue;
      seen.add(`name|${name}`);
      found.push({ at: i, entity: { kind: 'person', name, role: null } });
      continue;
    }
    const entity: Entity = species ? { kind: 'pet', name, species } : { kind: 'person', name, role };
    const key = `${entity.kind}|${entity.name}|${species ?? role}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (name) seen.add(`name|${name}`);
    found.push({ at: i, entity });
  }

  // "the babies she has named Pompom, Biscotte and Tornado": names given to something, not people.
  const givenName = (i: number): boolean => {
    for (let j = i - 1; j >= Math.max(0, i - 6) && tokens[j]?.sentence === tokens[i]?.sentence; j--) {
      const word = tokens[j]?.word ?? '';
      if (word === 'named' || word === 'called') return NAMERS.has(tokens[j - 1]?.word ?? '');
      if (word !== 'and' && !/^\p{Lu}/u.test(tokens[j]?.raw ?? '')) return false;
    }
    return false;
  };

  // People by name alone.
  for (let i = 0; i < tokens.length; i++) {
    const name = givenName(i) ? null : nameAt(i, false);
    if (name && !seen.has(`name|${name}`)) {
      seen.add(`name|${name}`);
      found.push({ at: i, entity: { kind: 'person', name, role: null } });
    }
  }

  // Events, with the day said next to them or the only day in their sentence.
  const events = new Map<string, Extract<Entity, { kind: 'event' }>>();
  for (let i = 0; i < tokens.length; i++) {
    const wordAt = (k: number, last: boolean) => (last ? base(tokens[i + k]?.word ?? '') : tokens[i + k]?.word);
    const phrase = EVENT_PHRASES.find((parts) => parts.every((part, k) => wordAt(k, k === parts.length - 1) === part));
    const w = base(tokens[i]?.word ?? '');
    const length = phrase?.length ?? 1;
    const dayBefore = days[i - 1] ?? (days[i - 2]?.length === 2 ? days[i - 2] : null);
    let day: string | null = dayBefore?.text ?? null;
    for (let gap = 0; !day && gap <= 2; gap++) {
      const between = tokens.slice(i + length, i + length + gap);
      if (between.every((t) => ['is', 'on', 'was', 'coming', 'up', 'due', 'scheduled', 'for', 'planned', "it's"].includes(t.word))) {
        day = days[i + length + gap]?.text ?? null;
      }
    }
    const strong = !!phrase || EVENTS.has(w);
    if (!strong && !(WEAK_EVENTS.has(w) && (DETERMINERS.has(tokens[i - 1]?.word ?? '') || /'s$/.test(tokens[i - 1]?.word ?? '') || day))) continue;
    if (w === 'meeting' && ['new', 'people', 'up', 'someone'].includes(tokens[i + 1]?.word ?? '')) continue;
    // "a shift manager", "the dinner table", "test results": a word of an event naming someone or something else.
    if (!strong && NOT_THE_EVENT.has(base(tokens[i + 1]?.word ?? ''))) continue;
    // "with netflix party", "a watch party": watching together online, no party to go to.
    if (w === 'party' && WATCHING.has(tokens[i - 1]?.word ?? '')) continue;
    // "what I want for my funeral": the person's own wishes for one day, not a funeral to go to.
    if (w === 'funeral' && ['my', 'own'].includes(tokens[i - 1]?.word ?? '')) continue;
    // "he will give me a lecture in front of the ladies", "got a lecture from dad": a telling-off, not a lecture to go to.
    if (w === 'lecture' && tokens.slice(Math.max(0, i - 3), i).some((t) => SCOLD_VERBS.has(t.word))) continue;
    // "my wedding necklace", "our wedding anniversary": a thing of a wedding, not the day.
    if (w === 'wedding' && WEDDING_THINGS.has(tokens[i + 1]?.word ?? '')) continue;
    // "I did that before my wedding and felt awful": an event of the past, told to say what happened then.
    if (!day && toldAsPast(tokens, i)) continue;
    // "my hearing aid", "hearing loss": the sense, not a court's hearing.
    const after = `${tokens[i + 1]?.word ?? ''} ${tokens[i + 2]?.word ?? ''}`;
    if (w === 'hearing' && THE_SENSE.test(after)) continue;
    const inSentence = daysBySentence.get(tokens[i]?.sentence ?? 0) ?? [];
    // "told me on Sunday that… the wedding in September": the wedding has a time of its own, and Sunday was the telling.
    const ownTime = OWN_TIME.test(tokens.slice(i + length, i + length + 3).map((t) => t.word).join(' '));
    if (!day && inSentence.length === 1 && !ownTime && !toldOn(tokens, tokens[i]?.sentence ?? 0)) day = inSentence[0] ?? null;
    const what = phrase ? tokens.slice(i, i + length).map((t, k) => (k === length - 1 ? base(t.word) : t.word)).join(' ') : w;
    const same = events.get(what);
    if (same) same.day ??= day;
    else {
      const event: Extract<Entity, { kind: 'event' }> = { kind: 'event', what, day };
      events.set(what, event);
      found.push({ at: i, entity: event });
    }
    i += length - 1;
  }

  // Places: "the office", "my parents' house", "at home".
  for (let i = 0; i < tokens.length; i++) {
    const w = tokens[i]?.word ?? '';
    if (!PLACES.has(w) || EVENTS.has(tokens[i + 1]?.word ?? '') || EVENT_PHRASES.some((p) => p[0] === w && p[1] === tokens[i + 1]?.word)) continue;
    let start = i;
    if (/'s?$/.test(tokens[start - 1]?.word ?? '')) start--;
    if (DETERMINERS.has(tokens[start - 1]?.word ?? '')) start--;
    const prep = tokens[start - 1]?.word ?? '';
    if (start === i && !(BARE_PLACES.has(w) && ['at', 'in', 'from', 'to', 'into'].includes(prep))) continue;
    if (w === 'work' && (start !== i || tokens[i + 1]?.word === 'out')) continue;
    const name = tokens.slice(start, i + 1).map((t) => t.word).join(' ');
    if (seen.has(`place|${name}`)) continue;
    seen.add(`place|${name}`);
    found.push({ at: start, entity: { kind: 'place', name } });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.entity);
}
