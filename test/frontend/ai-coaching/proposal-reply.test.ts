/**
 * A small step the person proposes and asks about ("should i make a little kit…?") gets a plain yes that
 * names it, with the doubt they said answered; a choice between two steps, or a step that needs weighing,
 * never does.
 */
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { proposalIn } from '../../../frontend/src/features/ai-coaching/engine/proposal-reply';
import { expectWellFormed, talk } from './engine-helpers';

describe('a step proposed and asked about', () => {
  it.each([
    ['ok thats helpful. should i make a little kit she can keep in her backpack?', 'ready', 'making a little kit she can keep in her backpack', null],
    ['Should I mute the group till sunday? I am checking it 50 times a day', 'distance', 'muting the group till Sunday', null],
    ['should I ask my CNM to take me off nights? I feel like asking is complaining', 'ask', 'asking your CNM to take you off nights', null],
    ['Should I ring him? Or is that a daft idea at my age.', 'reach', 'ringing him', "and no, I don't think it's daft"],
    ['for wednesday should i bring notes? last time i cried', 'ready', 'bringing notes', null],
    ['should I put it in writing or is that cold, he is my brother', 'ready', 'putting it in writing', "and no, I don't think it's cold"],
    [
      'should i mention the robot feeling or will they think im a bad mum',
      'raise',
      'mentioning the robot feeling',
      "and no, it doesn't make you a bad mum",
    ],
    [
      'should I bring it up monday at the check-in or will it sound like excuses',
      'raise',
      'bringing it up Monday at the check-in',
      "and no, I don't think it will sound like excuses",
    ],
    ['maybe i bring him also jar of honey, or is this like bribe?', 'gift', 'bringing him also jar of honey', "and no, I don't think it's a bribe"],
    ['Could I offer her reduced hours instead? Like two days a week on the counter?', 'offer', 'offering her reduced hours instead', null],
    [
      'Should I ring the club secretary, Janet, before Sunday, or is that being a bit of a telltale? My wife says ring her.',
      'reach',
      'ringing the club secretary, Janet, before Sunday',
      "and no, it doesn't make you a telltale",
    ],
    [
      'hmm. what if we both write down our top 3 things for the wedding and compare? he loves a list',
      'ready',
      'writing down your top 3 things for the wedding',
      null,
    ],
    // A small step doubted as silly before it is said.
    ['Granddaughter Sara sews a bit. Is it stupid to ask her?', 'ask', 'asking her', "and no, I don't think it's stupid"],
    // What is said of the one in it is not part of the step.
    ['ok. i can ask my guka, he is 81 but sharp. is that a good idea?', 'ask', 'asking your guka', null],
    // A title's full stop ends no step.
    ["Should I ask Mrs. Kondo for help? I'm worried she'll think I can't manage.", 'ask', 'asking Mrs Kondo for help', null],
    // A step told in a sentence of its own, then a yes asked for.
    [
      'Oh, I was also thinking of bringing mandu this year as my contribution. Too much?',
      'ready',
      'bringing mandu this year as your contribution',
      "and no, I don't think it's too much",
    ],
    [
      'I thought maybe to make him a simple paper instruction with pictures for the remote. You think it helps or he comes anyway?',
      'ready',
      'making him a simple paper instruction with pictures for the remote',
      null,
    ],
    [
      'Also idea: maybe I ask her to teach me one dish? Is that good or she thinks I say her food is not enough',
      'ask',
      'asking her to teach you one dish',
      null,
    ],
    [
      'There is a tejo place near me, I can practise on Saturday. Is that crazy, practising for an office game?',
      'practise',
      'practising on Saturday',
      "and no, I don't think it's crazy",
    ],
    ['Also I can make a joke back, like "in Cali we dance, we don\'t throw". Too much?', 'ready', 'making a joke back', "and no, I don't think it's too much"],
  ])('%p proposes a step to say yes to', (message, kind, step, doubt) => {
    expect(proposalIn(message)).toEqual({ kind, step, doubt });
  });

  it.each([
    // What to do, not whether.
    'What questions should I ask when we visit the place?',
    'what should i bring if i do end up going?',
    // Two steps to choose between.
    'should i email dr weber now and say i need more time? or wait and see how far i get',
    'should i ask him straight to take her for a weekend? or pay for respite?',
    // Steps that need weighing, not a yes.
    'should i put him down?',
    'should i sign the papers for his loan?',
    'should i text my ex',
    'should i mention the divorce or is that too heavy for a first date',
    'should i ask my parents for money',
    // Nothing of the step to say back, or a step told with no question about it.
    'should i try it?',
    'should i call in sick',
    'maybe i bring him a cake',
    'could i ask you something',
    'should I book it first and then tell him, or ask him first?',
    // "I can" in the middle of a request, or a step told with a question about something else.
    'Can you make a small plan for afternoon, something simple I can write on paper and put on fridge?',
    'What question I can ask to start?',
    'I can make it on Sunday. What do you think about the rest?',
    'the head of year just says you need to leave earlier like i can make their school open earlier??',
  ])('%p proposes no step to say yes to', (message) => {
    expect(proposalIn(message)).toBeNull();
  });

  it('is answered first, naming the step and why, once for each kind of step', () => {
    const engine = createCoachEngine('sage', seededRandom(4));
    const [, kit, again] = talk(engine, [
      "my daughter is 11 and i need to talk to her about periods, her class camp is in may",
      'ok thats helpful. should i make a little kit she can keep in her backpack?',
      'and should i make a list of questions she might ask?',
    ]);
    expect(kit?.text).toMatch(/^Yes, I think making a little kit she can keep in her backpack is a good idea\. Having it ready/);
    expectWellFormed(kit?.text ?? '');
    expect(again?.text).not.toMatch(/^Yes, I think making/);
  });

  it('after a breakup, reaching out is not met with a plain yes', () => {
    const engine = createCoachEngine('phoenix', seededRandom(2));
    const [, reach] = talk(engine, ['my girlfriend broke up with me last week after 3 years', 'should i call her tonight?']);
    expect(reach?.text).not.toMatch(/^Yes, I think calling her/);
  });
});
