/**
 * A plan the person tells ("gonna ask her on friday"), a win ("made it home") or what someone else
 * said about it ("my friend chloe says hes trash"): read from messy messages, never from a worry about
 * the future, a question or an offer of help, and answered as what it is.
 */
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { intentionIn, whenIn, winIn } from '../../../frontend/src/features/ai-coaching/engine/understanding/intentions';
import { understand } from '../../../frontend/src/features/ai-coaching/engine/understanding';
import { viewsIn } from '../../../frontend/src/features/ai-coaching/engine/understanding/views';

const normal = (message: string) => understand(message, { lastQuestion: null, inExercise: false }).normalized;
const plan = (message: string) => intentionIn(normal(message), message);

describe('a plan told', () => {
  it.each([
    ['ok gonna ask her on friday. thanks xx', 'on Friday'],
    ['thank you po, this helps. will try it from friday', 'from Friday'],
    ["ok ill try the flashcard thing tonight. cheers", 'tonight'],
    ["cards it is. gonna practise on my mate dave thursday, he'll take the piss", 'on Thursday'],
    ["yeah ok. i'll try the train but stand near the doors. leaving at 5:30", 'at 5:30'],
    ['ok i will try. and i will go walk with my cousin Jiwoo after dinner', 'after dinner'],
    ["ok I will ask my cousin, she is good with phones", null],
    ['ok maybe i will try. also i like badminton, i used to play every saturday back home', null],
    ['There is one girl, Priya, she also is new. Maybe I invite her.', null],
    ['oh i like the idea of a walk on my own', null],
    ['Reading I could do. Library is across the road.', null],
    // Told in a sentence of its own, whatever the others say.
    ["Better. I'll try Thursday after the site visit, he's always in a good mood when we come back", 'on Thursday'],
    ['Ok. I will call the clinic on Monday about the mask. My son says I should put the app on the phone.', 'on Monday'],
  ])('%p is a plan for %p', (message, when) => {
    expect(plan(message)).toEqual({ when });
  });

  it.each([
    "i'm going to fail this exam",
    "i'll never be good enough for her",
    'i think i will be alone at christmas',
    'hmm. so on a good day stop at like 60% of what I think I can do?',
    'ok i can try the breathing. but is there something faster just for that stretch',
    'my boss is going to call me tomorrow',
    'she said she will text me tonight',
    'the doctor say after my eye test in march that maybe i should stop to drive',
    'my sister thinks i should just wear it once and done',
    "I'm going to fail. I know it.",
    "Fine. She'll text me tonight.",
    // A plan, then a turn to something else that is the heart of the message.
    'Ok I will tell him tomorrow in the break. Also one more thing. My sister is getting engaged and I cannot go. I am feeling very sad.',
  ])('%p is not a plan', (message) => {
    expect(plan(message)).toBeNull();
  });

  it.each([
    ['ok thank you. i will try one week less coffee and no checking at night. is good plan?', null],
    ["i'll text her tomorrow, does that sound ok?", 'tomorrow'],
    ["maybe i'll ask my boss for friday off. good idea?", 'on Friday'],
  ])('%p asks for a view on a plan for %p', (message, when) => {
    expect(plan(message)).toEqual({ when, checked: true });
  });

  it.each(['is it a good idea to quit?', 'is that ok?'])('%p asks about no plan of its own', (message) => {
    expect(plan(message)).toBeNull();
  });

  it.each([
    ['last friday was awful, i will try again', null],
    ['i go every monday', null],
    ['see you this weekend', 'this weekend'],
    ["i'll talk to mum first before sunday, maybe saturday when we're in the car", 'on Saturday'],
    ['i will send it before friday', 'on Friday'],
    ['tomorrow morning', 'tomorrow morning'],
    ["i'm going to ask her to walk me through what a normal tuesday would look like", null],
  ])('%p puts it %p', (message, when) => {
    expect(whenIn(normal(message))).toBe(when);
  });
});

describe('a win told', () => {
  it.each([
    'made it home. got a bit wobbly around camden but i did the naming colours thing. thanks',
    'tried the 10 min thing this morning, did actually get going. cheers',
    "sent. she's typing",
    'ok i sent something like that. shes typing...',
    'crit went fine!! they liked my sign-up flow',
    'smashed it at the stand-up today',
  ])('%p is a win', (message) => {
    expect(winIn(normal(message))).toBe(true);
  });

  it.each([
    "i didn't make it to the gym again",
    'yesterday I told him to switch off the phone and he slammed the door',
    'what do i actually say to him?',
    'the interview went badly',
    "In less than one minute he asked me to send 150,000 naira for his daughter's school fees. I sent it. Then he said 'thanks Dad, bye'.",
    "Thanks. I'll try the 'three things that went fine' rule on the drive tomorrow.",
  ])('%p is not', (message) => {
    expect(winIn(normal(message), message)).toBe(false);
  });
});

describe('a plan or a win in a conversation', () => {
  it.each(['sage', 'phoenix', 'harmony', 'zenith'] as const)('is backed by its day, not met with the situation again (%s)', (coach) => {
    const engine = createCoachEngine(coach, seededRandom(3));
    engine.reply('my brother is getting married in 3 weeks and im best man and im already sweating about the speech');
    const reply = engine.reply("cards it is. gonna practise on my mate dave thursday, he'll take the piss but thats probably good prep");
    expect(reply.text).toMatch(/plan|step/);
    expect(reply.text).toContain('Thursday');
    expect(reply.text).not.toMatch(/speech|presentation/i);
  });

  it('says what it thinks when asked about the plan', () => {
    const engine = createCoachEngine('phoenix', seededRandom(4));
    engine.reply('every night in bed i check my pulse, i am scared of my heart');
    const reply = engine.reply('ok thank you. i will try one week less coffee and no checking at night. is good plan?');
    expect(reply.text).toMatch(/^Yes, (that sounds like a sensible plan|I think that's a good plan)\./);
  });

  it('names the plan at a goodbye', () => {
    const engine = createCoachEngine('harmony', seededRandom(5));
    engine.reply('my friend jess left me out of the group chat for her birthday');
    engine.reply('what do i even say to her');
    expect(engine.reply('ok gonna ask her on friday. thanks xx').text).toMatch(/on Friday/);
  });

  it('marks a win at a goodbye instead of a stock thank-you', () => {
    const engine = createCoachEngine('zenith', seededRandom(6));
    engine.reply('had a panic attack on the tube this morning and now im dreading the journey home');
    engine.reply('can you give me something for when it starts');
    const reply = engine.reply('made it home. got a bit wobbly around camden but i did the naming colours thing. thanks');
    expect(reply.text).toMatch(/^(Well done|That's a real win)/);
  });
});

describe('what someone else said', () => {
  it.each([
    ['my friend chloe says hes trash and to block him. my other friend nia thinks maybe something happened', ['Chloe', 'Nia'], false, false],
    ["The rest is just sitting around. Carol says I'm under her feet.", ['Carol'], false, false],
    ['My mother says leave it, he is young, family is more important than money. But I feel like stupid', ['your mother'], true, false],
    ['my wife says i am present but not present. that hurt honestly', ['your wife'], false, true],
    ["my father keeps saying Sharma uncle's son got AIIMS in first attempt", ['your father'], false, true],
    ["My coworker literally said 'at least it wasn't a person'", ['your coworker'], false, true],
  ])('%p', (message, who, doubted, hurtful) => {
    expect(viewsIn(message, ['carol'])).toEqual(who.map((w) => ({ who: w, doubted, hurtful })));
  });

  it.each([
    "My husband Luis thinks it's maybe 3 thousand",
    'Physio said walking and the exercise bike are fine.',
    "my flatmate dev said hed come too",
    'My son Marco said he will show me Slack on Saturday',
    'my friend told me to use pomodoro, I tried all last week',
    'My landlord just told me rent is going up',
    // A thing that says a price, and a word that only starts a sentence.
    'Transmission went 9 days later. Shop says $3,800.',
    "Daughter's 14. Went to her mate's on my first night back. Barely said hi.",
    // A doctor's word at a sentence's start is advice, not a view.
    'Will I feel it? Doctor said local anaesthetic only.',
    'Surgeon said two weeks off work at least.',
  ])('%p is no view to weigh', (message) => {
    expect(viewsIn(message)).toEqual([]);
  });

  it('is asked about once, by name, instead of the situation again', () => {
    const engine = createCoachEngine('phoenix', seededRandom(2));
    engine.reply('this guy i went on 3 dates with just stopped replying. its been 6 days');
    const first = engine.reply('my friend chloe says hes trash and to block him. my other friend nia thinks maybe something happened with his family');
    expect(first.text).toBe('So Chloe and Nia see it differently. Which feels closer to the truth for you?');
    const again = engine.reply('chloe says i should delete the app too');
    expect(again.text).not.toMatch(/what Chloe said|sees it|see it differently/);
  });
});
