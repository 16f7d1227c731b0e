/**
 * The week a person tells with its times, and a plan laid around it: fixed points read from messy
 * messages (never a count like "2 weeks" or a state like "can't fall asleep till 11"), open time
 * found between them, kept with the session and read back from storage only as valid times.
 */
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { readSnapshot } from '../../../frontend/src/features/ai-coaching/engine/state';
import { fixedPointPhrase, fixedPointsIn, WEEKDAY_NAMES } from '../../../frontend/src/features/ai-coaching/engine/understanding/week';
import { daysPlanLines, weekHeard, weekPlanLines } from '../../../frontend/src/features/ai-coaching/engine/week-plan';

const said = (message: string) =>
  fixedPointsIn(message).map((p) => `${p.days.map((d) => WEEKDAY_NAMES[d]!.slice(0, 3)).join('+') || 'any'} ${fixedPointPhrase(p)}`);

describe('fixed points of a week', () => {
  it.each([
    [
      "my week is: lectures mon and wed 9-12, seminar tuesday at 2, and i work at a cafe thursday and saturday 4 till 10",
      ['Mon+Wed lectures 9am–noon', 'Tue seminar at 2pm', 'Thu+Sat work at a cafe 4pm–10pm'],
    ],
    ['she goes to a day centre mon wed and fri 10 till 3, the bus picks her up', ['Mon+Wed+Fri she goes to a day centre 10am–3pm']],
    ['nothing. my mother calls at 7 every sunday too, asks about work', ['Sun your mother calls at 7am']],
    ['fixed stuff: standup every day 9.30, wednesday all hands at 2pm', ['Mon+Tue+Wed+Thu+Fri+Sat+Sun standup at 9:30am', 'Wed all hands at 2pm']],
    ['School run is 8:15, I start work at 9 and finish 5:30', ['any school run at 8:15am', 'any start work 9am–5:30pm']],
    ['swim training tues and thurs 5 to 7, and saturday morning at 8 which is the worst', ['Tue+Thu swim training 5pm–7pm']],
    ['My wife Ineke still works until 3 o\'clock', ['any your wife Ineke still works until 3pm']],
    ['friday day shift 7 to 7', ['Fri shift 7am–7pm']],
    [
      'so this month its long days mon wed thu 7.30am to 8pm, then next week its nights fri sat sun 7.30pm-8am',
      ['Mon+Wed+Thu long days 7:30am–8pm', 'Fri+Sat+Sun nights 7:30pm–8am'],
    ],
    ['on my weeks its school run 8.15, pickup 3.15', ['any school run at 8:15am', 'any pickup at 3:15pm']],
    ['Mon Wed Fri I drive my wife Carol to dialysis at 6.45am, she\'s there till about 11. Bowls Tuesday and Saturday mornings', [
      'Mon+Wed+Fri drive your wife Carol to dialysis at 6:45am',
      "Mon+Wed+Fri she's there until 11am",
      'Tue+Sat bowls 9am–noon',
    ]],
    ['school drop off is 8:40 and pickup 3:15', ['any school drop off at 8:40am', 'any pickup at 3:15pm']],
    ['month end close is next week so wed-fri i basically need to be online 9 to 6', ['Wed+Thu+Fri online 9am–6pm']],
    ['mon wed fri practice is 5:30 to 7 before school', ['Mon+Wed+Fri practice before school 5:30am–7am']],
    ['book club on thursdays at 7', ['Thu book club at 7pm']],
  ])('%p', (message, expected) => {
    expect(said(message)).toEqual(expected);
  });

  it.each([
    'exams in 2 weeks and i havent started properly',
    'honestly i just open my laptop and then 2 hours later i have done nothing',
    'she feeds every 2-3 hours in the day, usually 40 mins each time',
    'i cant fall asleep till 11 and then i wake up at 2 wide awake',
    'is it normal to be on ur phone till 2am every night',
    "I'm at my desk 10 hours a day",
    'first one is stats on the 14th',
    'I sat down at the table and cried',
    'leo is usually up at 11pm',
    'thats 8pm for them',
    'ok nap then up makes sense until 1pm',
    'i go to church sunday 10am when im not on nights',
    "now I'm lying in till 9",
    'my jaw hurts by like 3pm',
    'Jonas says it will be better in a month but he leaves for the office at 8 and comes back at 6',
  ])('%p has none', (message) => {
    expect(fixedPointsIn(message)).toEqual([]);
  });
});

describe('a plan laid around the week', () => {
  const student = fixedPointsIn('lectures mon and wed 9-12, seminar tuesday at 2, and i work at a cafe thursday and saturday 4 till 10');

  it('gives revision times on real days, clear of lectures and the cafe', () => {
    const lines = weekPlanLines('exam-revision', student, 'can u help me plan the next week hour by hour')!;
    const text = lines.join(' ');
    expect(text).toMatch(
      /Your fixed points: Monday and Wednesday lectures 9am–noon; Tuesday seminar at 2pm; Thursday and Saturday work at a cafe 4pm–10pm\./,
    );
    expect(text).toMatch(/When to fit in a revision block: Monday 12:30pm–2pm, Tuesday 9am–10:30am/);
    expect(text).not.toMatch(/Monday 9am|Wednesday 9am|Thursday [4-9]pm|Saturday [4-9]pm/);
  });

  it('keeps to weekdays when the weekdays are asked for', () => {
    const text = weekPlanLines('exam-revision', student, 'a routine for the weekdays please')!.join(' ');
    expect(text).not.toMatch(/Saturday \d|Sunday \d/);
  });

  it('finds time for a carer while the person they look after is away', () => {
    const week = fixedPointsIn('she goes to a day centre mon wed and fri 10 till 3. my brother Gary comes sundays 12 to 4 so i can go out');
    const text = weekPlanLines('caring-for-parent', week, 'could you help me plan my week')!.join(' ');
    expect(text).toMatch(/time for yourself: Monday 10:30am–11am/);
    expect(text).toMatch(/Sunday 12:30pm–1pm/);
  });

  it('with no situation named, plans time for what matters most; work blocks stay on weekdays', () => {
    const week = fixedPointsIn('fixed stuff: standup every day 9.30, wednesday all hands at 2pm, gym tues and thurs 7am');
    expect(weekPlanLines(null, week, 'give me a daily schedule')!.join(' ')).toMatch(
      /every day standup at 9:30am; Wednesday all hands at 2pm; Tuesday and Thursday gym at 7am\..*what matters most to you this week: Monday 11am/,
    );
    expect(weekPlanLines('procrastination', week, 'give me a schedule')!.join(' ')).not.toMatch(/Saturday \d|Sunday \d/);
  });

  it('gives none for a week of night shifts, whose days do not run on a clock', () => {
    const nights = fixedPointsIn('long days mon wed thu 7.30am to 8pm, then nights fri sat sun 7.30pm-8am');
    expect(weekPlanLines('exercise-motivation', nights, 'make me a plan for the week')).toBeNull();
  });

  it('gives none for a situation not made of free time, or with too little of the week told', () => {
    expect(weekPlanLines('shift-work', student, 'plan my week')).toBeNull();
    expect(weekPlanLines('exam-revision', fixedPointsIn('seminar tuesday at 2'), 'plan my week')).toBeNull();
  });
});

describe('the week said back when it is told', () => {
  it.each([
    [
      'so this month its long days mon wed thu 7.30am to 8pm, then next week its nights fri sat sun 7.30pm-8am',
      'So Monday, Wednesday and Thursday 7:30am–8pm and Friday, Saturday and Sunday 7:30pm–8am are taken',
    ],
    ['lectures mon and wed 9-12, seminar tuesday at 2', 'So Monday and Wednesday 9am–noon and Tuesday from 2pm are taken'],
  ])('%p by its days and hours only', (message, expected) => {
    expect(weekHeard(fixedPointsIn(message))).toContain(expected);
  });

  it.each([
    // Someone else's hours, a single point, points with no days, and a point told with its exception are not said back.
    'she goes to a day centre tues and thurs 9:30-3, my sister has her sundays 12-5',
    'book club on thursdays at 7',
    'school run is 8:15, pickup 3:15',
    'school is 8 to 15:30 except friday until 13:10. on monday i have tutoring at 16:30',
  ])('says nothing back for %p', (message) => {
    expect(weekHeard(fixedPointsIn(message))).toBeNull();
  });

  it('answers a message that tells the week by saying its times back', () => {
    const engine = createCoachEngine('sage', seededRandom(2));
    engine.reply("i'm 68 and retired in march, feel a bit useless");
    const reply = engine.reply('Fixed things: Mon Wed Fri I drive my wife Carol to dialysis at 6.45am. Bowls Tuesday and Saturday mornings.');
    expect(reply.text).toMatch(/^So Monday, Wednesday and Friday from 6:45am and Tuesday and Saturday 9am–noon are taken/);
  });
});

describe('the week in a conversation', () => {
  it('is laid out when a plan is asked for after the week was told, and kept through a snapshot', () => {
    const engine = createCoachEngine('zenith', seededRandom(4));
    engine.reply('exams in 2 weeks and i havent started properly. panicking a bit');
    engine.reply('my week is: lectures mon and wed 9-12, seminar tuesday at 2, and i work at a cafe thursday and saturday 4 till 10');
    const plan = engine.reply('can u help me plan the next week hour by hour, stats first obviously');
    expect(plan.text).toMatch(/When to fit in a revision block: Monday 12:30pm–2pm/);
    const snapshot = engine.snapshot();
    expect(snapshot.week).toHaveLength(3);
    const hostile = [...snapshot.week, { what: 'x', days: [9, -1, 'mon'], start: 99_999, end: '10' }, { what: 'gym', days: [1], start: 7.5, end: null }, null];
    expect(readSnapshot('zenith', { ...snapshot, week: hostile })?.week).toEqual(snapshot.week);
  });
});

describe('a plan around the days the person named', () => {
  it('lays two weeks on the days free for it, with the part of the day they gave', () => {
    const lines = daysPlanLines('exercise-motivation', 'can you make me simple plan for first 2 weeks? i can go monday wednesday friday before work', '');
    expect(lines?.[0]).toBe('Here is a simple shape around the days you gave: Monday, Wednesday and Friday, before work.');
    expect(lines?.[1]).toMatch(/^Week 1: a workout on each of those days/);
    expect(lines?.[2]).toMatch(/^Week 2, the same days/);
  });

  it('keeps the days taken light and puts the plan on the others', () => {
    const lines = daysPlanLines(null, 'can you help me plan the first week? i work monday wednesday friday. i think i need rest after each day', '');
    expect(lines?.[0]).toBe('Here is a simple shape around your week: on Monday, Wednesday and Friday you work, so those days stay light.');
    expect(lines?.[2]).toMatch(/^On Tuesday, Thursday, Saturday and Sunday: some real rest/);
    const trained = daysPlanLines(null, 'can you help me plan the next 2 weeks? i train mon wed fri plus saturday open mat', '');
    expect(trained?.[2]).not.toMatch(/exercise|training|workout/);
    const practice = daysPlanLines(null, 'ok can you help me make a plan for the next 3 days. i have practice till 5 on wed and thurs', '');
    expect(practice?.[0]).toMatch(/on Wednesday and Thursday you have practice/);
  });

  it('is not made for one evening, a whole working week, or a single day', () => {
    expect(daysPlanLines(null, "can you help me plan friday night and saturday morning so it doesn't hit?", '')).toBeNull();
    expect(daysPlanLines(null, 'can u help me make a schedule? i have school until 4pm mon-fri', '')).toBeNull();
    expect(daysPlanLines(null, 'can you help me plan my week? i have a deadline on friday', '')).toBeNull();
    // Days taken in part, by someone to look after: not the days for the plan.
    const part =
      'could you help me make a practice plan for the three weeks? i have mornings free, but tuesday and thursday afternoons i look after my granddaughter.';
    expect(daysPlanLines('retirement', part, '')).toBeNull();
  });

  it('answers "help me plan" in a conversation with those days', () => {
    const engine = createCoachEngine('sage', seededRandom(2));
    engine.reply('I want to start going to the gym, I keep putting it off');
    const reply = engine.reply('can you make me simple plan for first 2 weeks? i can go monday wednesday friday before work, i start at 9').text;
    expect(reply).toMatch(/Monday, Wednesday and Friday, before work/);
  });
});

describe('times that are no fixed point of the week', () => {
  it('lays no week around one night and one meeting with no day', () => {
    const night = fixedPointsIn('I was up at 1:40 and again at 4. I had a 9am with a surgeon and I was a zombie.');
    const late = fixedPointsIn("then I'm usually answering emails in bed until 11.");
    expect(weekPlanLines(null, [...night, ...late], 'give me a simple routine i can do in a hotel room')).toBeNull();
  });

  it('still lays one around work said with its hours', () => {
    const week = fixedPointsIn('i work 9 to 5 and have choir on thursday 7 to 9');
    expect(weekPlanLines(null, week, 'help me plan my week')).not.toBeNull();
  });
});
