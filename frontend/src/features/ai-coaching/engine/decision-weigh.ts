/**
 * A job or a move weighed from what the person told of it ("£9k more. Bigger team. Wife not keen.", "Eldest starts GCSEs
 * in September"): each fact is read into a short note as it is told and kept with the session, so "just give me pros and
 * cons" gets those facts on each side, "should I take it?" a view with its reasons, and "they'd let me do 2 days remote…
 * changes things?" what that moves. Only facts read as fitting are said, in the coach's words; nothing is pasted.
 */
import type { Turn } from './compose-reply';
import type { Session } from './session';
import { askTypeOf } from './situations';
import { capitalize, listPhrase } from './text';
import { WEEKDAYS } from './understanding/entities';

/** What a told fact is to the decision: for taking it, against it, what softens the against, or when it is due. */
type Side = 'for' | 'against' | 'softens' | 'due';

interface FactKind {
  kind: string;
  side: Side;
  /** The detail the fact holds ("£9k", "wife", "GCSE"), '' when it holds none; null when the message does not tell it. */
  read(lower: string, raw: string): string | null;
}

const ROLE = String.raw`(wife|husband|partner|girlfriend|boyfriend|fianc[eé]e?)`;
const NOT_KEEN = String.raw`(?:'s| is)? ?(?:really |just |still )?(?:not keen|isn'?t keen|not happy|isn'?t happy|not sure|unsure|doesn'?t want (?:to|it)|` +
  String.raw`against it|is against|hates the idea|not on board|isn'?t on board|not a fan|not thrilled|isn'?t thrilled)`;
const PLACE = String.raw`(\p{Lu}[\p{L}'-]+(?: \p{Lu}[\p{L}'-]+)?)`;
const REMOTE_DAYS = new RegExp(
  String.raw`\b(\d|one|two|three|four) days? (?:a |per )?(?:week )?(?:remote|from home|wfh|working from home|working remotely|from (?!the\b)[a-z]+)`,
);
const NUMBER_WORDS: Readonly<Record<string, string>> = { one: '1', two: '2', three: '3', four: '4' };
const WORRIED: Readonly<Record<string, string>> = {
  wife: 'she is', girlfriend: 'she is', fiancée: 'she is', fiancee: 'she is',
  husband: 'he is', boyfriend: 'he is', fiancé: 'he is', fiance: 'he is',
};
const DAYS = new RegExp(String.raw`\bby (${WEEKDAYS.join('|')}|tomorrow|the end of the week)\b`);

const FACTS: readonly FactKind[] = [
  {
    kind: 'money',
    side: 'for',
    read: (lower) => {
      const sum = /(?:^|\s)([£$€]\s?\d{1,3}(?:[.,]\d)?\s?k|[£$€]\s?\d{1,3}(?:,\d{3})+)\b(?=[^.?!]{0,15}\b(?:more|extra|rise|raise|up)\b)/.exec(lower);
      if (sum?.[1]) return sum[1].replace(/\s/g, '');
      return /\b(?:more money|better pay|more pay|pay rise|payrise|higher salary|better salary|bigger salary)\b/.test(lower) ? '' : null;
    },
  },
  {
    kind: 'role',
    side: 'for',
    read: (lower) => {
      if (/\b(?:bigger|larger|my own) team\b|\blead(?:ing)? (?:a|the|my own) team\b|\bmanag(?:e|ing) a team\b/.test(lower)) return 'team';
      return /\b(?:promotion|step up|more senior|senior role|bigger role|bigger job|career move|dream job)\b/.test(lower) ? '' : null;
    },
  },
  {
    kind: 'partner',
    side: 'against',
    read: (lower) => new RegExp(String.raw`\b${ROLE}${NOT_KEEN}\b`).exec(lower)?.[1] ?? null,
  },
  {
    kind: 'school',
    side: 'against',
    read: (lower) => {
      if (!/\b(?:kids?|children|son|daughter|eldest|youngest|boys|girls)\b/.test(lower)) return null;
      // Whose school it is, as told: "our daughter has her A levels" is one child, "kids are 11 and 14" more than one.
      const child = /\b(son|daughter)\b/.exec(lower)?.[1] ?? 'kids';
      const exams = /\b(gcses?|a[- ]?levels?|leaving cert|highers|exams?|final year)\b/.exec(lower)?.[1];
      if (exams) return `${exams.startsWith('gcse') ? 'GCSE' : exams.startsWith('a') ? 'A-level' : 'exam'} ${child}`;
      return /\b(?:school|schools|friends)\b/.test(lower) ? `none ${child}` : null;
    },
  },
  {
    kind: 'home',
    side: 'against',
    read: (_lower, raw) => new RegExp(String.raw`\b(?:[Ii]'?m|I am|[Ww]e'?re|[Ww]e are|I live|[Ww]e live|based) in ${PLACE}`, 'u').exec(raw)?.[1] ?? null,
  },
  {
    kind: 'away',
    side: 'against',
    read: (_lower, raw) =>
      new RegExp(String.raw`\b(?:[Jj]ob|[Oo]ffer|role|position|post)\b[^.?!]{0,25}?\bin ${PLACE}|\b(?:[Mm]ove|[Mm]oving|[Rr]elocat\w+) to ${PLACE}`, 'u')
        .exec(raw)
        ?.slice(1)
        .find(Boolean) ?? null,
  },
  {
    kind: 'remote',
    side: 'softens',
    read: (lower) => {
      const days = REMOTE_DAYS.exec(lower);
      // "asking for 3 days remote instead" asks for it; what they offered is told.
      const sentence = days ? (lower.slice(0, days.index).split(/[.?!]/).at(-1) ?? '') + days[0] : '';
      if (!days?.[1] || /\b(?:ask|asking|request|requesting|want|wants|instead|push for)\b/.test(sentence)) return null;
      return NUMBER_WORDS[days[1]] ?? days[1];
    },
  },
  {
    kind: 'deadline',
    side: 'due',
    read: (lower) => (/\b(?:answer|decide|respond|reply|let them know|get back to them|deadline)\b/.test(lower) ? (DAYS.exec(lower)?.[1] ?? null) : null),
  },
];

const KNOWN_KINDS: ReadonlySet<string> = new Set(FACTS.map((f) => f.kind));
const DETAIL = /^[\p{L}£$€0-9.,' -]{0,30}$/u;

/** The notes of a job or a move this message tells ("money:£9k", "partner:wife"), to keep with the ones told before. */
export function weighedIn(raw: string): string[] {
  const text = raw.slice(0, 1_000);
  const lower = text.toLowerCase();
  const notes: string[] = [];
  for (const fact of FACTS) {
    const detail = fact.read(lower, text);
    if (detail !== null && DETAIL.test(detail)) notes.push(`${fact.kind}:${detail}`);
  }
  return notes;
}

/** Notes as kept: a later note of a kind replaces the earlier one; stored notes of unknown kinds or odd details are dropped. */
export function keepWeighed(kept: readonly unknown[], fresh: readonly string[]): string[] {
  const byKind = new Map<string, string>();
  for (const note of [...kept, ...fresh]) {
    if (typeof note !== 'string') continue;
    const [kind = '', detail = ''] = note.split(/:(.*)/s);
    if (!KNOWN_KINDS.has(kind) || !DETAIL.test(detail)) continue;
    byKind.delete(kind);
    byKind.set(kind, detail);
  }
  return [...byKind].map(([kind, detail]) => `${kind}:${detail}`).slice(-FACTS.length);
}

type Facts = ReadonlyMap<string, string>;

function factsOf(s: Session): Facts {
  return new Map(s.state.weighed.map((note) => note.split(/:(.*)/s) as [string, string]));
}

/** The partner by the name told with the role ("my wife Sarah"), else by the role. */
function partnerCalled(s: Session, role: string): string {
  const named = s.state.memory.people.find((p) => p.role === role && p.name)?.name;
  return named ?? `your ${role}`;
}

function forLines(facts: Facts): string[] {
  const lines: string[] = [];
  const money = facts.get('money');
  if (money !== undefined) lines.push(money ? `${money} more` : 'more money');
  const role = facts.get('role');
  if (role !== undefined) lines.push(role === 'team' ? 'a bigger team to lead' : 'a step up in your career');
  return lines;
}

function schoolLine(detail: string, softened: boolean): string {
  const [exam = '', child = 'kids'] = detail.split(' ');
  const who = child === 'kids' ? 'the kids' : `your ${child}`;
  const year = exam === 'GCSE' ? 'a GCSE year' : exam === 'A-level' ? 'an A-level year' : exam === 'exam' ? 'an exam year' : '';
  const exams = exam === 'GCSE' ? 'the GCSEs' : exam === 'A-level' ? 'the A-levels' : 'the exams';
  const their = child === 'kids' ? 'their' : child === 'son' ? 'his' : 'her';
  if (softened) return year ? `${who} can stay at ${their} school through ${exams}` : `${who} can stay at ${their} school and with ${their} friends`;
  return year ? `moving ${who} in ${year}` : `moving ${who} from ${their} school and friends`;
}

function againstLines(s: Session, facts: Facts): string[] {
  const lines: string[] = [];
  const partner = facts.get('partner');
  if (partner) lines.push(`${partnerCalled(s, partner)} isn't keen`);
  const school = facts.get('school');
  if (school !== undefined) lines.push(schoolLine(school, false));
  // Where they live is a cost only when the job is somewhere else.
  const home = facts.get('home');
  const away = facts.get('away');
  if (away && home && away !== home) lines.push(`leaving ${home}`);
  else if (away) lines.push(`moving to ${away}`);
  return lines;
}

function dueLine(facts: Facts): string {
  const due = facts.get('deadline');
  return due ? ` And you have until ${due === 'the end of the week' ? 'the end of the week' : capitalize(due)} to answer.` : '';
}

/** A decision with something told on each side: what the job gives, and something it costs. */
function weighable(s: Session, facts: Facts): boolean {
  return forLines(facts).length > 0 && againstLines(s, facts).length > 0;
}

const PROS_CONS = /\bpros (?:and|&|n|\+) cons\b|\bpros\/cons\b/;
const TAKE_IT = new RegExp(
  String.raw`\b(?:should i|do i|shall i|would you)\b[^.?!]{0,20}\b` +
    String.raw`(?:take it|take the (?:job|offer|role)|accept(?: it| the (?:job|offer|role))?|say yes|go for it|go)\b`,
);
const CHANGES = /\b(?:change[sd]? (?:things|anything|it|much|the picture)|changes things|make (?:a|any) difference|what about now|does that help)\b/;

const PROS_CLOSING = ['Which of those weighs most for you?', 'Which one matters most to you?'];
const VIEW_CLOSING = ['Does that fit where you are?', 'How does that sit with you?'];

/** "Just give me pros and cons. Short.": what was told on each side, in a line each, and where it leaves things. */
function prosAndCons(s: Session, facts: Facts): string[] {
  const pros = forLines(facts);
  const remote = facts.get('remote');
  const home = facts.get('home');
  if (remote) pros.push(`${remote} days a week from ${home ?? 'home'}`);
  const cons = againstLines(s, facts);
  if (remote) {
    const at = cons.findIndex((line) => line.startsWith('leaving ') || line.startsWith('moving to '));
    if (at >= 0) cons.splice(at, 1, 'a weekly commute and nights away');
    const school = cons.findIndex((line) => /^moving (?:the kids|your (?:son|daughter))\b/.test(line));
    if (school >= 0) cons.splice(school, 1);
  }
  return [`Pros: ${listPhrase(pros)}.`, `Cons: ${listPhrase(cons)}.${dueLine(facts)}`];
}

/** "Should I take it?": a view on what was told, its reasons, and what could change it. */
function view(s: Session, facts: Facts): string[] {
  const pros = listPhrase(forLines(facts));
  const cons = listPhrase(againstLines(s, facts));
  const remote = facts.get('remote');
  const people = facts.has('partner') || facts.has('school');
  if (remote) return softenedView(s, facts);
  if (!people) {
    return [
      `On what you've told me, I'd lean towards taking it: what it gives you (${pros}) counts for a lot, ` +
        `and what it costs (${cons}) sounds like something you can live with.`,
      'If it turns out wrong, a job can be changed again; a chance like this does not always come back.',
    ];
  }
  const home = facts.get('home');
  return [
    `On what you've told me, I wouldn't say yes as it stands. What it gives you (${pros}) matters, ` +
      `but what it costs (${cons}) weighs more, and is harder to undo than a job.`,
    `What could change it is the shape of the offer: some days a week working from ${home ?? 'home'}, or a later start.${dueLine(facts)}`,
    "You know your family far better than I do, so treat this as a view, not a verdict.",
  ];
}

/** "They'd let me do 2 days a week remote… Changes things?": what the softer offer moves, and what it costs instead. */
function softenedView(s: Session, facts: Facts): string[] {
  const remote = facts.get('remote') ?? '';
  const school = facts.get('school');
  const partner = facts.get('partner');
  const home = facts.get('home');
  const kept = [school !== undefined ? schoolLine(school, true) : null, home ? `the family stays in ${home}` : null].filter(Boolean) as string[];
  const away = 5 - Number(remote);
  return [
    `Yes, it changes things. With ${remote} days a week from ${home ?? 'home'}${kept.length ? `, ${listPhrase(kept)}` : ''}.`,
    `The cost moves to you: ${away > 0 ? `${away} days a week away` : 'the travel'}, every week, which wears on anyone after a few months.`,
    partner
      ? `The deciding part now is whether ${partnerCalled(s, partner)} would rather that than a move. If so, it could be worth asking for one more day remote.`
      : 'If you can live with the travel for a year, it could be worth a try, and worth asking for one more day remote.',
  ];
}

/**
 * The one the person will talk it over with, when it is the partner who is not keen: "Sarah" in "Talking to Sarah tonight…
 * What do I say first?" (a name not told with another role), or "my wife"; null otherwise.
 */
function partnerAddressed(s: Session, raw: string, role: string): string | null {
  if (new RegExp(String.raw`\b(?:my|to|with) ${role}\b`, 'i').test(raw)) return partnerCalled(s, role).replace(/^your /, 'my ');
  const name = /\b(?:to|with|tell) (\p{Lu}[\p{L}'-]+)\b/u.exec(raw)?.[1];
  if (!name) return null;
  const known = s.state.memory.people.find((p) => p.name?.toLowerCase() === name.toLowerCase());
  return !known || !known.role || known.role === role ? name : null;
}

/** "What do I say first?" to the partner who is not keen: an opening that asks to decide together, with what changed. */
function talkOpening(s: Session, facts: Facts, to: string): string[] {
  const remote = facts.get('remote');
  const home = facts.get('home');
  const away = facts.get('away');
  const due = facts.get('deadline');
  const lines = [`${/^my /.test(to) ? '' : `${to}, `}I want us to decide this together, not for me to decide and tell you.`];
  if (remote) {
    // Said to the other parent: "our daughter", not "your daughter".
    const kids = schoolLine(facts.get('school') ?? '', true).replace(/ through .*| and with .*/, '').replace(/^your /, 'our ');
    const school = facts.has('school') ? ` and ${kids}` : '';
    lines.push(`They've said I could work ${remote} days a week from ${home ?? 'home'}, so we wouldn't have to move${school}.`);
    lines.push(`It would mean ${5 - Number(remote)} days a week in ${away ?? 'the new office'}, and nights away.`);
  } else {
    lines.push("I know you're not keen, and I'd like to hear why before anything else.");
  }
  lines.push(`What worries you most about it?${due ? ` I don't have to answer until ${capitalize(due)}.` : ''}`);
  return lines;
}

/** The decision weighed as asked, from what was told; null when it was not asked or too little was told for each side. */
export function answerDecisionWeighed(s: Session, raw: string): Turn | null {
  const lower = raw.toLowerCase();
  const facts = factsOf(s);
  if (!weighable(s, facts)) return null;
  const partner = facts.get('partner');
  const to = partner && s.asked && askTypeOf(lower) === 'script' ? partnerAddressed(s, raw, partner) : null;
  if (to) {
    const key = `weighed:talk:${s.state.weighed.join('|')}`;
    if (s.state.answered.includes(key)) return null;
    s.state.answered = [...s.state.answered, key].slice(-40);
    const lines = talkOpening(s, facts, to);
    s.state.lastScript = lines;
    s.state.lastWords = [lines.join(' ')];
    const parts = [
      `You could open with something like: "${lines.join(' ')}"`,
      `Then listen more than you talk: what ${WORRIED[partner ?? ''] ?? 'they are'} worried about is what the decision turns on.`,
      s.pick(['Would you change anything so it sounds like you?', 'Does that sound like something you could say?']),
    ];
    return { kind: 'reply', parts, carry: parts, content: true };
  }
  const asked = PROS_CONS.test(lower) ? 'pros' : TAKE_IT.test(lower) ? 'view' : null;
  // "Changes things?" after a view or a list, with a new part of the offer told in the same message.
  const update = asked === null && CHANGES.test(lower) && s.state.answered.some((a) => a.startsWith('weighed:')) && weighedIn(raw).length > 0;
  if (asked === null && !update) return null;
  const key = `weighed:${asked ?? 'update'}:${s.state.weighed.join('|')}`;
  if (s.state.answered.includes(key)) return null;
  s.state.answered = [...s.state.answered, key].slice(-40);
  const parts = asked === 'pros' ? prosAndCons(s, facts) : view(s, facts);
  const closing = s.pick(asked === 'pros' ? PROS_CLOSING : VIEW_CLOSING);
  return { kind: 'reply', parts: [...parts, closing], carry: [...parts, closing], content: true };
}

/** What a message about the offer itself opens and closes with (thanks for it, the family, when the answer is due); null with no offer told. */
export function offerFrame(s: Session): { thanks: string; family: boolean; due: string | null } | null {
  const facts = factsOf(s);
  if (!facts.has('money') && !facts.has('role') && !facts.has('away')) return null;
  const remote = facts.get('remote');
  const due = facts.get('deadline');
  return {
    thanks: remote ? `Thank you again for the offer, and for agreeing to ${remote} days a week remote.` : 'Thank you again for the offer.',
    family: facts.has('partner') || facts.has('school'),
    due: due ? `I'll give you my answer by ${due === 'the end of the week' ? 'the end of the week' : capitalize(due)}.` : null,
  };
}
