/**
 * Times told in a talk about sleep ("my alarm is at 6", "i usually go to bed around 1") put together, as a person listening
 * would: the hours they leave for sleep ("from 1 to 6 is about five hours"), or the other time asked for when only one is told.
 * Never said back as "It sounds like your alarm is at 6".
 */
import type { Session } from './session';

/**
 * The talks where the time someone goes to bed and gets up is what matters; not waking too early, where the hour woken ("4am")
 * is the trouble, not the hour of getting up.
 */
export const SLEEP_SITUATIONS: ReadonlySet<string> = new Set(['tiredness-low-energy', 'racing-mind-at-night']);

// A time, never a span: "sleep about 5 hours" tells how long, not when.
const CLOCK = String.raw`(\d{1,2})(?:[:.](\d{2}))? ?(am|pm|a\.m\.?|p\.m\.?)?(?! ?(?:hours?|hrs?|h|mins?|minutes?|nights?|days?|times?)\b)|(midnight)`;
const NEAR = String.raw`(?:at |around |about |by |before |after |till |until |like |usually |normally )*`;
// "my alarm is at 6", "i get up at 6:30", "i'm up by 7", "wake up around 5am".
const WAKE = new RegExp(
  String.raw`\b(?:(?:my )?alarm (?:is |goes off |goes |rings |is set )?(?:for |at )?|` +
    String.raw`(?:i )?(?:(?:wake|woke)(?: up)?|(?:get|got) up) |i'?m up |have to be up )${NEAR}(?:${CLOCK})\b`,
);
// "i cant fall asleep before 2", "awake till 3", "asleep at midnight": when sleep comes, read before the bedtime told with it.
const ASLEEP = new RegExp(
  String.raw`\b(?:fall asleep|falling asleep|fell asleep|get to sleep|asleep|(?:lie |lying |stay |i'?m |am )?awake (?:till|until|past)) ` +
    `${NEAR}(?:${CLOCK})\\b`,
);
// "i go to bed around 1", "in bed by 11pm".
const BED = new RegExp(String.raw`\b(?:(?:go|get|going|went|head|off) to (?:bed|sleep)|in bed|bedtime is|sleep) ${NEAR}(?:${CLOCK})\b`);

interface Clock {
  hour: number;
  minute: number;
  written: string;
}

function clockOf(match: RegExpExecArray | null, evening: boolean): Clock | null {
  if (!match) return null;
  if (match[4]) return { hour: 0, minute: 0, written: 'midnight' };
  const hour = Number(match[1]);
  const minute = Number(match[2] ?? '0');
  if (hour > 23 || minute > 59) return null;
  const pm = /^p/.test(match[3] ?? '');
  const am = /^a/.test(match[3] ?? '');
  // A bedtime without am or pm from 7 to 12 is the evening before ("bed at 11"); from 1 to 6, after midnight ("around 1").
  let at = hour;
  if (pm && hour < 12) at = hour + 12;
  else if (am && hour === 12) at = 0;
  else if (!am && !pm && evening && hour >= 7 && hour < 12) at = hour + 12;
  else if (!am && !pm && evening && hour === 12) at = 0;
  return { hour: at, minute, written: match[0].slice(match[0].search(/\d|midnight/)).replace(/\.$/, '').trim() };
}

const WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
function hoursPhrase(minutes: number): string {
  const whole = Math.floor(minutes / 60);
  const half = minutes % 60 >= 30;
  return `about ${WORDS[whole] ?? String(whole)}${half ? ' and a half' : ''} hours`;
}

/** The last match of `pattern` in `text`, read as a clock. */
function lastClock(pattern: RegExp, text: string, evening: boolean): Clock | null {
  const all = [...text.matchAll(new RegExp(pattern.source, 'g'))];
  return clockOf(all.at(-1) ?? null, evening);
}

/** The last time of each kind told in the talk so far, and whether this message told it. Read from the words as written, where
 * "6:30" and "2 a.m." are still whole. */
function timesTold(s: Session): { wake: Clock | null; bed: Clock | null; wakeNow: boolean; bedNow: boolean } {
  let wake: Clock | null = null;
  let bed: Clock | null = null;
  let wakeNow = false;
  let bedNow = false;
  const messages = [...s.earlierRaw, s.lastRaw];
  messages.forEach((message, i) => {
    const text = message.toLowerCase().replace(/[\u2018\u2019]/g, "'");
    const w = lastClock(WAKE, text, false);
    const asleep = lastClock(ASLEEP, text, true);
    const b = asleep ?? lastClock(BED, text, true);
    if (b) b.written = asleep ? `asleep around ${b.written}` : `in bed around ${b.written}`;
    if (w) [wake, wakeNow] = [w, i === messages.length - 1];
    if (b) [bed, bedNow] = [b, i === messages.length - 1];
  });
  return { wake, bed, wakeNow, bedNow };
}

const SAID = 'sleep-hours';

/**
 * A time of waking or of going to sleep told in this message, in a talk about sleep: the hours between it and the other time
 * told, once; else the other time asked for, once. Null when this message tells no such time.
 */
export function sleepHoursLine(s: Session): string | null {
  if (s.state.situation === 'shift-work') return shiftGapLine(s);
  if (!s.state.situation || !SLEEP_SITUATIONS.has(s.state.situation)) return null;
  const spanned = spanLine(s);
  if (spanned) return spanned;
  const { wake, bed, wakeNow, bedNow } = timesTold(s);
  if (!wakeNow && !bedNow) return null;
  const summed = s.state.answered.includes(SAID);
  if (wake && bed && !summed) {
    const minutes = (((wake.hour * 60 + wake.minute - (bed.hour * 60 + bed.minute)) % 1440) + 1440) % 1440;
    // Not a night's sleep as told ("asleep at 6, alarm at 7" read wrongly): nothing said rather than a wrong sum.
    if (minutes < 120 || minutes > 14 * 60) return null;
    s.state.answered = [...s.state.answered, SAID].slice(-40);
    const span = `From ${bed.written.replace(/^.* around /, '')} to ${wake.written} is ${hoursPhrase(minutes)}`;
    return minutes < 7 * 60
      ? `${span} of sleep at most, and most adults need seven to nine; that shortfall alone would wear anyone down.`
      : `${span}, which is enough for most adults, so how well you sleep may matter more than how long.`;
  }
  const key = wakeNow ? `${SAID}:wake` : `${SAID}:bed`;
  if (s.state.answered.includes(key)) return null;
  s.state.answered = [...s.state.answered, key].slice(-40);
  const heard = wakeNow ? `Up at ${wake!.written}, then.` : `${capitalized(bed!.written)}, then.`;
  // The hours already known: the time taken in, not asked for its other half.
  if (summed || (wake && bed)) return heard;
  return `${heard} ${wakeNow ? 'What time do you usually fall asleep?' : 'What time do you have to get up?'}`;
}

const HOURS_WORDS: Readonly<Record<string, number>> = { three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
// "i only sleep about 5 hours a night", "getting like 4 hrs": how long, told outright.
const SLEEP_SPAN = new RegExp(
  String.raw`\b(?:sleep|sleeping|slept|get|getting|got|manage|managing)\s+(?:only |about |around |like |maybe |barely |just |roughly |` +
    String.raw`max |at most )*(\d{1,2}(?:\.5)?|${Object.keys(HOURS_WORDS).join('|')})(?: ?(?:-|to|or) ?\d{1,2})? ?(?:hours?|hrs?|h)\b`,
);

/** Hours of sleep told outright in this message, once: set beside the seven to nine most adults need. */
function spanLine(s: Session): string | null {
  const told = SLEEP_SPAN.exec(s.lastRaw.toLowerCase());
  if (!told || s.state.answered.includes(SAID)) return null;
  const hours = HOURS_WORDS[told[1] ?? ''] ?? Number(told[1]);
  if (!(hours >= 2 && hours <= 14)) return null;
  s.state.answered = [...s.state.answered, SAID].slice(-40);
  const whole = Number.isInteger(hours) && !/\d ?(?:-|to|or) ?\d/.test(told[0]);
  const said = whole ? `${WORDS[hours] ?? hours} hours` : told[0].slice(told[0].search(/\d/)).replace(/hrs?\b|h\b/, 'hours');
  return hours < 7
    ? `${capitalized(said)} a night is less than the seven to nine most adults need; that shortfall alone would wear anyone down.`
    : `${capitalized(said)} is enough for most adults, so how well you sleep may matter more than how long.`;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// "i finish at 8am and have to be back at 8pm", "off at 7am, start again at 5pm": when one shift ends and the next begins.
const SHIFT_ENDS = new RegExp(
  String.raw`\b(?:finish|finishing|get off|off work|clock off|shift ends|shift finishes)\s+(?:work |my shift )?${NEAR}(?:${CLOCK})\b`,
);
const SHIFT_STARTS = new RegExp(
  String.raw`\b(?:back|start|starting|start again|back in|back on)\s+(?:again |work |at work )?${NEAR}(?:${CLOCK})\b`,
);
const SHIFT_GAP = 'shift-gap';

/**
 * The hours between the end of one shift and the start of the next, told in one message with am or pm to both, once: what is
 * left of them for sleep. Null when either time is missing or could be read two ways ("finish at 7, back at 7").
 */
function shiftGapLine(s: Session): string | null {
  const text = s.lastRaw.toLowerCase();
  const ends = SHIFT_ENDS.exec(text);
  const starts = SHIFT_STARTS.exec(text.slice(ends ? ends.index + ends[0].length : 0));
  if (!ends?.[3] || !starts?.[3] || s.state.answered.includes(SHIFT_GAP)) return null;
  const [end, start] = [clockOf(ends, false), clockOf(starts, false)];
  if (!end || !start) return null;
  const minutes = (((start.hour * 60 + start.minute - (end.hour * 60 + end.minute)) % 1440) + 1440) % 1440;
  if (minutes < 4 * 60 || minutes > 16 * 60) return null;
  s.state.answered = [...s.state.answered, SHIFT_GAP].slice(-40);
  const span = `From ${end.written} to ${start.written} is ${hoursPhrase(minutes)} off`;
  return minutes < 11 * 60
    ? `${span}, and once getting home, eating and getting ready come out, that leaves too little for a full sleep, which is worth ` +
        'raising with whoever does the rota.'
    : `${span}; once getting home, eating and winding down come out, that often leaves six or seven for sleep, so that block is ` +
        'worth guarding.';
}
