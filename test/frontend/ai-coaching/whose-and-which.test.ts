/**
 * An answer chosen for who and what the person is talking about: a death stays the subject when other things are named
 * around it, a question turned openly to something new ("sorry off topic but…") is that new thing, an answer written for
 * telling an employer is not given about a mother, an ex's view or a child's stomach ache is not the person's own
 * trouble, and asks the coach once read past ("whats a good way to…", "shorter pls", "feels like a leaflet", "more
 * concrete") are answered as asked.
 */
import { COACH_IDS, type CoachId } from '@contracts/coaches';
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { answerSentences, caseThatFits } from '../../../frontend/src/features/ai-coaching/engine/answer-cases';
import { after, talk } from './engine-helpers';

const afterSeeded = (coachId: CoachId, messages: readonly string[]) => after(coachId, messages, 3);

describe('a death stays the subject', () => {
  const loss = [
    'my grandad died on monday back home in Lagos and i cant fly back for the funeral',
    "flights are crazy money and I've got my dissertation presentation on Thursday that's half the module, mum says stay",
  ];

  it.each(COACH_IDS)('%s: a presentation named around the loss does not take over, nor is the day of the death the funeral', (coachId) => {
    const second = afterSeeded(coachId, loss);
    expect(second.situation).toBe('grief-person');
    const numb = afterSeeded(coachId, [...loss, 'is it normal i havent cried at all? everyone else is sobbing on the family whatsapp']);
    expect(numb.situation).toBe('grief-person');
    expect(numb.reply).not.toMatch(/presentation|slides|audience/i);
    expect(numb.reply).toMatch(/cry|tears|numb/i);
    const small = afterSeeded(coachId, [...loss, 'can you help me do something small for him from here, since i cant be there']);
    expect(small.reply).toMatch(/light a candle/);
    expect(small.reply).not.toMatch(/Monday's funeral/);
  });

  it.each(COACH_IDS)('%s: asked about the presentation itself, it leads', (coachId) => {
    const asked = afterSeeded(coachId, [...loss, 'how do i even prepare for the presentation when my head is like this?']);
    expect(asked.situation).toBe('presentation-speaking');
  });

  it.each(COACH_IDS)('%s: turned to openly ("sorry off topic but…"), a new trouble is the one answered', (coachId) => {
    const { situation, reply } = afterSeeded(coachId, [
      ...loss,
      "sorry off topic but my mate Conor keeps asking me to go out drinking this weekend and I don't want to explain everything. what do i say?",
    ]);
    expect(situation).toBe('saying-no');
    expect(reply).toMatch(/"Not this weekend, I need a quiet one\. Next time though\."/);
    expect(reply).not.toMatch(/calls after 9 pm|my weight/);
  });
});

describe('an answer written for someone else is not given', () => {
  it.each(COACH_IDS)('%s: "should I tell my mum?" is never answered with what an employer needs to know', (coachId) => {
    const { reply } = afterSeeded(coachId, [
      'I have fibromyalgia and work is getting really hard',
      'my mum rings every sunday and asks how I am and I always say fine. should I tell her exactly what I have? she worries about everything',
    ]);
    expect(reply).not.toMatch(/workplaces|employer|\bHR\b/);
  });

  it.each(COACH_IDS)('%s: asked about telling the manager, the workplace answer still comes', (coachId) => {
    const { reply } = afterSeeded(coachId, [
      'I have fibromyalgia and work is getting really hard',
      'do i have to tell my manager exactly what i have?',
    ]);
    expect(reply).toMatch(/workplaces|employer|HR/);
  });

  it.each(COACH_IDS)('%s: a mother asked about by her name alone is still a mother, not an employer', (coachId) => {
    const { reply } = afterSeeded(coachId, [
      "my mum Carol keeps asking why i've been so quiet lately",
      "i was diagnosed with bipolar last month and i haven't told anyone",
      'do i have to tell Carol the diagnosis? i dont want to scare her',
    ]);
    expect(reply).not.toMatch(/workplaces|employer|\bHR\b/);
  });
});

describe('other people in the story are not the person trouble', () => {
  const son = [
    "My daughter won't go to school, she's 13. Third week of it now",
    "Her name's Maya. She says her stomach hurts every morning, GP found nothing. Fine at weekends, on her phone with friends, " +
      "then Sunday night she goes quiet. I start work at 6 so I'm gone before she leaves",
  ];

  it.each(COACH_IDS)("%s: a child's stomach ache told is no body exercise for the parent", (coachId) => {
    const { reply } = afterSeeded(coachId, son);
    expect(reply).not.toMatch(/body scan|muscle relaxation|breath/i);
  });

  it.each(COACH_IDS)("%s: an ex's view is no breakup, and \"says I'm too soft\" asks no firmer words", (coachId) => {
    const { situation, reply } = afterSeeded(coachId, [
      ...son,
      'what do I say to her? she just puts her headphones in',
      "should I take her phone off her? my ex says I'm too soft and that's what he'd do",
    ]);
    expect(situation).not.toBe('breakup');
    expect(reply).not.toMatch(/already plain|A firmer way|breakup/i);
  });

  it.each(COACH_IDS)('%s: "feels like a leaflet" is met by asking about the child by name, not a template found by its words', (coachId) => {
    const asked = 'what do I say to her? she just puts her headphones in';
    const { reply } = afterSeeded(coachId, [...son, asked, "that reads like a leaflet honestly. she's not a case study"]);
    expect(reply).toMatch(/too general|written for anyone|general answer/);
    expect(reply).toMatch(/Maya/);
    expect(reply).toMatch(/what she is like on a good day/);
  });
});

describe('asks read as asks', () => {
  it.each(COACH_IDS)('%s: "whats a good way to stop it taking over my head" after a quarrel is a way to stop going over it', (coachId) => {
    const { reply } = afterSeeded(coachId, [
      'my neighbour Pete has built a fence a foot onto our side and refuses to move it',
      "my wife Jo tried talking to him and he slammed the door. now there's a solicitor's letter",
      'also whats a good way to stop it taking over my head. I keep having arguments with him in my head when im driving',
    ]);
    expect(reply).toMatch(/^Going over an argument in your head is very common/);
  });

  it.each(COACH_IDS)('%s: "shorter pls" after steps gives them shorter, never "you\'re on your break"', (coachId) => {
    const { reply } = afterSeeded(coachId, ['i think i spend way too much on takeaways', 'how do i stop', 'shorter pls. im at work']);
    expect(reply).toMatch(/short points|The one thing/);
    expect(reply).not.toMatch(/at work\b.*\?$/);
  });

  it.each(COACH_IDS)('%s: something to do when the urge to google comes, and something concrete when that is asked', (coachId) => {
    const waiting = 'still waiting to hear back after the interview, its killing me';
    const urge = afterSeeded(coachId, [waiting, 'can you give me something to do when i get the urge to google']);
    expect(urge.reply).toMatch(/^Put a gap between the urge and the search/);
    const notEnough = "nah i know i should 'distract myself'. that didnt help. i need something more concrete";
    const concrete = afterSeeded(coachId, ['feeling all over the place today', notEnough]);
    expect(concrete.reply).toMatch(/\b1\. /);
  });

  it.each(COACH_IDS)('%s: "a bit passive aggressive" of words just given asks them softer', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(3));
    talk(engine, ['my flatmate never does the washing up', 'what do i say to him?']);
    const reply = engine.reply("hmm that's a bit passive aggressive honestly").text;
    expect(reply).toMatch(/softer|gentler|warmer/i);
  });
});

describe('an answer written for several cases gives the one told of', () => {
  it('keeps the one case what was told fits, drops the others, and keeps the whole answer when none or several fit', () => {
    const answer =
      'Short words work best. For a toddler\'s tantrum: "I can see you\'re upset." For a teenager who won\'t talk, try car rides, and say: ' +
      '"I\'m around if you want to talk later." Keep it calm.';
    expect(caseThatFits(answer, 'My son is 15 and he barely says a word to me')).toBe(
      'Short words work best. For a teenager who won\'t talk, try car rides, and say: "I\'m around if you want to talk later." Keep it calm.',
    );
    expect(caseThatFits(answer, 'my 3 year old screams every time we leave the park')).toMatch(/toddler's tantrum/);
    expect(caseThatFits(answer, 'my 3 year old screams every time we leave the park')).not.toMatch(/teenager/);
    expect(caseThatFits(answer, 'things are hard at home')).toBe(answer);
    expect(answerSentences('He said "Stop. Now." and left. Then what?')).toEqual(['He said "Stop. Now." and left.', 'Then what?']);
  });

  it.each(COACH_IDS)('%s: words for a teenager who has gone quiet hold no line for a toddler', (coachId) => {
    const { reply } = afterSeeded(coachId, [
      "My son won't go to school. He's 14, it's been three weeks",
      "His name's Ollie. He's fine at weekends, then Sunday night he goes quiet and won't come out of his room",
      'what do I say to him? every time I bring it up he just shuts his door',
    ]);
    expect(reply).toMatch(/teenager/);
    expect(reply).not.toMatch(/toddler/);
  });

  it.each(COACH_IDS)('%s: "should i ask her to pay the headphones" is paying for something broken, not rent from a grown-up child', (coachId) => {
    const { reply } = afterSeeded(coachId, [
      'my sister borrowed my good headphones without asking and now one side is broken',
      'should i ask her to pay the headphones or is too much?',
    ]);
    expect(reply).toMatch(/^Yes, it's fair to ask/);
    expect(reply).not.toMatch(/grown-up child|looking for work/);
  });
});

describe('a choice with a side a view can honestly be given on', () => {
  it.each(COACH_IDS)('%s: a word said first before a quiet fade, and one thing set down before all of it', (coachId) => {
    const fade = afterSeeded(coachId, ['my mate dan keeps cancelling on me, third time now', 'should i say something or just quietly stop texting him?']);
    expect(fade.reply).toMatch(/^If I had to lean, I'd lean towards saying something: one honest, kind word gives it a fair chance/);
    const one = afterSeeded(coachId, ['i run the football club teas, the kit wash and the fundraising and im shattered', 'should i quit all of it or just one?']);
    expect(one.reply).toMatch(/^If I had to lean, I'd lean towards quitting one|^If I had to lean, I'd lean towards (?:just )?one/);
    expect(one.reply).toMatch(/setting one thing down is quick to do/);
  });
});

describe('what was told is not asked again, and words fit the case', () => {
  const hedge = [
    'neighbour problem, need to vent',
    "the old man next door, Derek, says the conifer hedge between us is his and won't let us cut it. it blocks all our light. " +
      'my husband went round to talk to him on sunday and he shut the door on him',
  ];

  it.each(COACH_IDS)('%s: a neighbour already spoken to is not asked about it, and the words are for the hedge, not noise', (coachId) => {
    const { reply } = afterSeeded(coachId, [...hedge, "what should i write to him? i don't want a war, we live next to him"]);
    expect(reply).toMatch(/It's about the hedge between us/);
    expect(reply).not.toMatch(/about the noise|parking/);
    expect(reply).not.toMatch(/Have you spoken to them|Have you said anything to them/);
  });

  it.each(COACH_IDS)('%s: a celebration that would hurt, and the words to say if not going', (coachId) => {
    const go = afterSeeded(coachId, [
      'we lost the pregnancy in march and its still so raw',
      'my best friend Amy is pregnant and her baby shower is on saturday. should i go? i dont know if i can hold it together',
    ]);
    expect(go.reply).toMatch(/^You don't have to go, and choosing not to isn't selfish/);
    const words = afterSeeded(coachId, [
      'we lost the pregnancy in march and its still so raw',
      "nah that didnt help, i know i should 'distract myself'. i need something more concrete",
      'what do i say to amy if i dont go? i dont want her to think im jealous',
    ]);
    expect(words.reply).toMatch(/"Thank you so much for inviting me\. I'm not going to be able to come this time/);
    expect(words.reply).not.toMatch(/something more concrete|sticking with it/);
  });
});

describe.each(COACH_IDS)('%s: her, and that', (coachId) => {
  const TOLD = [
    "My dad Ron is 79 and his bungalow in Whitby is full to the ceiling with newspapers and boxes. He won't throw anything out.",
    'My sister Carol in Leeds says we should just hire a skip while he is in hospital next week for his hip and clear the lot. Should I agree to that?',
  ];

  it('weighs "Should I agree to that?" as the plan told just before it', () => {
    const { reply } = after(coachId, TOLD);
    expect(reply).toMatch(/^No, it is usually best not to, however tempting it is\. Clearing a home without agreement/);
  });

  it('never gives words "with" the sister for "what do I say to him?"', () => {
    const { reply } = after(coachId, [...TOLD, 'Carol is wrong, I think. What do I actually say to him when he is home?']);
    expect(reply).not.toMatch(/words you could use with Carol/);
  });
});
