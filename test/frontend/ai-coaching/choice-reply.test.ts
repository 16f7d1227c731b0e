/**
 * A choice between two things the person names, with no answer written for it: weighed with both options
 * in their words, whole once and short after, and two times weighed as times. Doubts, shrugs and questions
 * that ask what are not choices.
 */
import { choiceIn, oneStepIn } from '../../../frontend/src/features/ai-coaching/engine/choice-reply';
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';

describe('a choice between two named options', () => {
  it.each([
    ['should I send it back or keep it?', 'sending it back', 'keeping it', false],
    ['would it be better to ask my dad for help or just pay a plumber?', 'asking your dad for help', 'paying a plumber', false],
    ['also should I bring up the divorce or wait for her to ask', 'bringing up the divorce', 'waiting for her to ask', false],
    ['should i do it friday after close or monday morning?', 'Friday after close', 'Monday morning', true],
    ['is better to go in evening when noise is happening or weekend morning when calm?', 'evening when noise is happening', 'weekend morning when calm', true],
    ["i can't decide whether to quit the choir or stay till summer", 'quitting the choir', 'staying till summer', false],
    // A second option that only changes the end of the first.
    ['Should I send an apology to the whole list or just to Denise?', 'sending an apology to the whole list', 'sending an apology to Denise', false],
    ['Should I go to Priya directly or through Daniel?', 'going to Priya directly', 'going through Daniel', false],
    ['Should I start with the easy rooms or the hard ones?', 'starting with the easy rooms', 'starting with the hard ones', false],
    [
      "Would it be better to ask Declan to just do roundabouts for a whole lesson, or avoid them until I'm more confident?",
      'asking Declan to just do roundabouts for a whole lesson',
      "avoiding them until you're more confident",
      false,
    ],
    // Asked with "do I", and a second step joined by "and" said back as doing it too.
    [
      'do i tape it back up and leave it at her door or knock and say sorry',
      'taping it back up and leaving it at her door',
      'knocking and saying sorry',
      false,
    ],
    ['Should I unpick it, or leave it and say nothing?', 'unpicking it', 'leaving it and saying nothing', false],
    // A way of doing the same step, and a long second option kept to its last whole word.
    ['Should I practise more with the orange or directly with Lola?', 'practising more with the orange', 'practising directly with Lola', false],
    [
      'Should I ask my company for a salary advance or should I just move somewhere further like Ikorodu and face the traffic',
      'asking your company for a salary advance',
      'moving somewhere further like Ikorodu and facing the traffic',
      false,
    ],
    ['should i reply or apply', 'replying', 'applying', false],
    // A word before the step is said back before it: "still having", never "stilling have".
    ["Should I still have a proper chat with him or leave it now it's better?", 'still having a proper chat with him', "leaving it now it's better", false],
    // With whom: the same step, done alone.
    ['Should I say it when others are there or alone? In break room is always many people.', 'saying it when others are there', 'saying it alone', false],
    // The same step to another person, never "dading"; "him" and "her" are no places to write with a capital.
    ['should i tell mum or dad first', 'telling mum', 'telling dad', false],
    ['should i say something to priya or to dean first', 'saying something to priya', 'saying something to dean', false],
    ['should i talk to him or her', 'talking to him', 'talking to her', false],
  ])('%s', (message, first, second, times) => {
    expect(choiceIn(message)).toEqual({ first, second, times });
  });

  it.each([
    'should i make a kit for her, or is that too much?',
    'should i go or not?',
    'what should i say, sorry or nothing?',
    'should i text him or something?',
    // A filler cut short by a full stop.
    'should i say something or just kind of. let it fade',
    'is it normal to feel sad or angry after this?',
    'do i have anxiety or depression?',
    'do i do that in the middle of the night or before bed',
    'should i ask for help with the kids and the house and the money and everything else or just keep going on my own like always?',
  ])('not a choice of two: %s', (message) => {
    expect(choiceIn(message)).toBeNull();
  });

  it('comes before a particular question of the situation that shares words with it but speaks of neither option', () => {
    const engine = createCoachEngine('sage', seededRandom(3));
    engine.reply('I had a falling out with my daughter-in-law Priya over how she feeds the grandchildren, I said too much');
    const reply = engine.reply(
      "My son Daniel is stuck in the middle and I don't want to make it worse for him. Should I go to Priya directly or through Daniel?",
    ).text;
    expect(reply).toMatch(/^Between going to Priya directly and going through Daniel/);
  });

  it('weighs the choice with both options, then shorter, then two times as times', () => {
    const engine = createCoachEngine('sage', seededRandom(3));
    engine.reply('I ordered a winter coat online and it is a bit tight across the shoulders');
    const first = engine.reply('should I send it back or keep it?').text;
    expect(first).toMatch(/^Between sending it back and keeping it, here is how I would weigh it\. 1\. Picture a week after sending it back/);
    const second = engine.reply('would it be better to ask my dad to fix the zip or just pay a tailor?').text;
    expect(second).toMatch(/^Between asking your dad to fix the zip and paying a tailor, both can be reasonable/);
    const third = engine.reply('ok and should i take it to the shop saturday morning or sunday afternoon?').text;
    expect(third).toMatch(/^Between Saturday morning and Sunday afternoon, I'd pick the one where you are least rushed or tired/);
    expect(new Set([first, second, third]).size).toBe(3);
  });
});

describe('one step weighed against leaving it', () => {
  it.each([
    ['Rostered again in 3 weeks. Should I swap to marshalling instead?', 'swap to marshalling instead', 'swapping to marshalling instead'],
    [
      "No, it isn't anonymous really. Should I just step down and say I'm too busy?",
      "step down and say you're too busy",
      "stepping down and saying you're too busy",
    ],
    ['should i borrow from my brother-in-law or not', 'borrow from your brother-in-law', 'borrowing from your brother-in-law'],
    [
      'Should I dye it for the wedding and start over after?',
      'dye it for the wedding and start over after',
      'dyeing it for the wedding and starting over after',
    ],
    ["My daughter has been hinting that I should 'take it easy'. Do you think I should step back?", 'step back', 'stepping back'],
    // A number's point ends no sentence.
    ['Should I just pay the £37.50 and say nothing? It would be easier.', 'pay the £37.50 and say nothing', 'paying the £37.50 and saying nothing'],
    // The step ends where a clause about it begins.
    ['also should i wait till after her birthday its on the 14th. that feels mean', 'wait till after her birthday', 'waiting till after her birthday'],
    // Leave to take a step is whether to take it.
    ["That's decent. Can I add that I'll give him a reference?", "add that you'll give him a reference", "adding that you'll give him a reference"],
  ])('%p weighs %p', (message, step, doing) => {
    expect(oneStepIn(message)).toEqual({ step, doing });
  });

  it.each([
    'Should I just pay it and forget? Or insist he pays?',
    'should i go or stay home',
    'What should I bring to the meeting?',
    'should i say something to her',
    'should i do it',
    // An outcome feared, or a step with nothing in it.
    "Do you think that's a good idea, or shall I end up comparing myself to a nine year old as well?",
    'should i ask something different next time',
    // Asked of the coach, not a step to take.
    'can i ask you something?',
    'can i tell you what happened',
    'can i just vent for a minute',
    'can i come back to this tomorrow?',
  ])('%p is no one step to weigh', (message) => {
    expect(oneStepIn(message)).toBeNull();
  });

  it('weighs the step in its own words, and counts what the person said they would like', () => {
    const engine = createCoachEngine('sage', seededRandom(4));
    engine.reply('I go on the coach trips with the U3A. Last time the bus broke down at night on the moors.');
    const reply = engine.reply("And should I still sit with Kathleen on the bus? I'd like to, to be honest. She's good company in daylight.").text;
    expect(reply).toMatch(/^On whether to sit with Kathleen on the bus, here is how I would weigh it\. /);
    expect(reply).toMatch(/1\. Picture the week after sitting with Kathleen on the bus/);
    expect(reply).toMatch(/You said you would like to, and that counts/);
  });

  it('weighs a step asked as leave to take it, with the doubt it was asked with', () => {
    const engine = createCoachEngine('sage', seededRandom(4));
    engine.reply("I have to let 14 agency temps go on Friday. I half promised one of them, Marek, a permanent role.");
    const reply = engine.reply('Can I actually tell him it was my fault for getting his hopes up? or is that unprofessional?').text;
    expect(reply).toMatch(/^On whether to tell him it was your fault for getting his hopes up, here is how I would weigh it\. /);
    expect(reply).toMatch(/Whether it would be unprofessional depends far more on how you do it/);
  });

  it("names whose view it is, and leaves a step the situation in play speaks of to the situation's own answer", () => {
    const advised = createCoachEngine('sage', seededRandom(4));
    advised.reply('I marshal at the parkrun most Saturdays and a runner swore at me last week.');
    const advice = advised.reply('Should I swap to timekeeping instead? My wife thinks I should.').text;
    expect(advice).toMatch(/Your wife's view is worth hearing; ask what she sees/);
    const talk = createCoachEngine('sage', seededRandom(4));
    talk.reply("I have to give a talk to the whole department on Friday and I'm dreading it");
    expect(talk.reply('should i just read it off my notes?').text).toMatch(/^Yes, using notes is completely fine/);
    // A bare step ("Should I go…?") has nothing of its own to weigh: the situation's answer speaks to it.
    const bowls = createCoachEngine('sage', seededRandom(4));
    bowls.reply('My wife Lettie died in March after 51 years together');
    bowls.reply('The house is so quiet now');
    const go = bowls.reply("My neighbour says there's a bowls club near the library that takes beginners. Should I go, or is it too soon after Lettie?");
    expect(go.text).toMatch(/^Yes, it is okay to go/);
    // A situation whose answers say nothing of the step (a sleepless night's view on getting up) does not answer it.
    const night = createCoachEngine('sage', seededRandom(4));
    night.reply('i am not sleeping well since three weeks. my cat yowls at 4am every single morning');
    const door = night.reply("should i shut the bedroom door? she'll scratch at it all night").text;
    expect(door).toMatch(/^On whether to shut the bedroom door, here is how I would weigh it\. /);
  });
});

describe('a step doubted for what it would say about the person', () => {
  it.each([
    ['Is it disrespectful to do part of it in English? Honestly that\'s my biggest question', 'do part of it in English', 'disrespectful'],
    ['Would it be very un-Christian of me to ask for a single room? It\'s an extra 190 euro', 'ask for a single room', 'un-christian'],
    ['Is it egoistic if I say only two days?', 'say only two days', 'egoistic'],
    ['Quick question: is it a bad idea to skip a team ski weekend?', 'skip a team ski weekend', 'a bad idea'],
    ['I want to ring her tomorrow. Is that a mistake?', 'ring her tomorrow', 'a mistake'],
  ])('%p weighs %p, doubted as %p', (message, step, doubt) => {
    expect(oneStepIn(message)).toMatchObject({ step, doubt });
  });

  it('ends a step before the word that leads into its clause', () => {
    expect(oneStepIn("Is it wrong of me to suspect them just because they're doing well?")).toMatchObject({ step: 'suspect them', doubt: 'wrong' });
  });

  it('reads a title\'s full stop as no end of the step', () => {
    expect(oneStepIn('Should I ask Mrs. Kondo for help? She is busy.')).toMatchObject({ step: 'ask Mrs Kondo for help' });
  });

  it('says a step cut before a clause without the comma the cut leaves', () => {
    expect(oneStepIn('Should I buy the measuring ruler, which kind is good?')).toEqual({
      step: 'buy the measuring ruler',
      doing: 'buying the measuring ruler',
    });
  });

  it('weighs a step doubted as a bad idea with no line on how it is done, and never as a feeling', () => {
    const ski = createCoachEngine('sage', seededRandom(4));
    ski.reply('I moved to Zurich a year ago for work and my team does a ski weekend every January');
    const reply = ski.reply('Is it a bad idea to skip the team ski weekend?').text;
    expect(reply).toMatch(/^On whether to skip the team ski weekend, here is how I would weigh it\. /);
    expect(reply).not.toMatch(/depends far more on how you do it|not alone|Feelings are signals/);
  });

  it('reads a step someone advised and then doubted as too much', () => {
    expect(oneStepIn('My daughter says I should write to the club secretary. Is that too much?')).toEqual({
      step: 'write to the club secretary',
      doing: 'writing to the club secretary',
      doubt: 'too much',
    });
    expect(oneStepIn('is it too much to ask him to pay half?')).toEqual({ step: 'ask him to pay half', doing: 'asking him to pay half', doubt: 'too much' });
  });

  it('reads a step asked with "could I", and a doubt said after it', () => {
    expect(oneStepIn('could i just do every other saturday? or is that worse')).toEqual({
      step: 'do every other Saturday',
      doing: 'doing every other Saturday',
      doubt: 'worse',
    });
    expect(oneStepIn('should i go round and say sorry, or is that too much?')).toMatchObject({ step: 'go round and say sorry', doubt: 'too much' });
    expect(oneStepIn('Is it daft to keep going with something I am this bad at?')).toMatchObject({ doubt: 'daft' });
    // A feeling is no step: "worry this much", "be pregnant".
    expect(oneStepIn('Is it silly to worry this much about a lunch?')).toBeNull();
    expect(oneStepIn('could i be pregnant?')).toBeNull();
  });

  it('answers a step doubted as daft with a plain no, never as a feeling', () => {
    const daft = createCoachEngine('sage', seededRandom(4));
    daft.reply('I joined a bell ringing group in March');
    daft.reply("I'm still hopeless at it, I lose my place every week");
    const asked = "My wife thinks I should just quit, but I love it when it goes right. Is it daft to keep going with something I'm this bad at?";
    const reply = daft.reply(asked).text;
    expect(reply).toMatch(/^On whether to keep going with something you're this bad at, here is how I would weigh it\./);
    expect(reply).toMatch(/It isn't daft: plenty of people would do the same/);
    expect(reply).not.toMatch(/Feelings aren't right or wrong/);
  });

  it('answers a step feared to make things worse with how to check', () => {
    const worse = createCoachEngine('sage', seededRandom(4));
    worse.reply('I babysit the twins next door every Saturday and I never see my friends any more');
    expect(worse.reply('could i just do every other saturday? or is that worse').text).toMatch(
      /^On whether to do every other Saturday, here is how I would weigh it\..*picture the worst that could realistically follow/,
    );
  });

  it('reads a step told and then doubted', () => {
    expect(oneStepIn('This year I want to stay in a small pension in Zinnowitz nearby and join them in the day. Is that rude?')).toEqual({
      step: 'stay in a small pension in Zinnowitz nearby',
      doing: 'staying in a small pension in Zinnowitz nearby',
      doubt: 'rude',
    });
    expect(oneStepIn('maybe i just skip the dinner, is that rude?')).toMatchObject({ step: 'skip the dinner', doubt: 'rude' });
  });

  it('weighs no step asked as whether it is okay', () => {
    expect(oneStepIn('Is it okay to also include small gift, like green tea from Shizuoka?')).toBeNull();
  });

  it('reads no step in a want doubted', () => {
    expect(oneStepIn('is it wrong if i just dont want to choose??')).toBeNull();
  });

  it('weighs the step and answers the doubt in general', () => {
    const engine = createCoachEngine('sage', seededRandom(4));
    engine.reply('Our parish is going on a pilgrimage to Lourdes in May and I have signed up.');
    const asked = "Would it be very un-Christian of me to ask for a single room? It's an extra 190 euro, which I have, but people will talk.";
    const reply = engine.reply(asked).text;
    expect(reply).toMatch(/^On whether to ask for a single room, here is how I would weigh it\./);
    expect(reply).toMatch(/Whether it would be un-Christian depends far more on how you do it than on the choice itself/);
  });

  it('answers "too much on top of" something as a load to carry, not as too much to ask of someone', () => {
    const engine = createCoachEngine('sage', seededRandom(4));
    engine.reply("I'm in second year of uni and I already work two evenings at a bar");
    const reply = engine.reply('My flatmate thinks I should do student radio as well. Is that too much on top of uni?').text;
    expect(reply).toMatch(/^On whether to do student radio as well, here is how I would weigh it\./);
    expect(reply).toMatch(/depends on the hours it takes each week and what you would drop to make room/);
    expect(reply).not.toMatch(/openly and kindly/);
  });
});

describe('a choice weighed with what the person fears', () => {
  it('says back the fear to weigh by, and never gives rent advice for a call to the landlord about noise', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    engine.reply('my upstairs neighbours are loud every night until 1');
    const asked = "But last night again music until 12:30. Should I go again or call the landlord? I don't want be the crazy neighbour of the building.";
    const reply = engine.reply(asked).text;
    expect(reply).toMatch(/^Between going again and calling the landlord/);
    expect(reply).toMatch(/You said you don't want to be the crazy neighbour of the building; picture which way makes that least likely/);
    expect(reply).not.toMatch(/due date|800/);
  });
});

describe('two steps asked as a sentence of their own', () => {
  it('weighs "fix or sell?" as a choice, and not "joke or not?"', () => {
    expect(choiceIn('have 1.200 saved. fix or sell? just tell me what you would do')).toMatchObject({ first: 'fixing', second: 'selling' });
    expect(choiceIn("declan wrote 'maybe we need a new captain'. joke or not?")).toBeNull();
    // Ending the message, with no question mark.
    expect(choiceIn('ok thats good. and next year? enter again or skip')).toMatchObject({ first: 'entering again', second: 'skipping' });
    expect(choiceIn('I like tea or coffee')).toBeNull();
    expect(choiceIn('he replied!! says he will come and look on saturday. is that good or bad lol')).toBeNull();
  });

  it('weighs two longer steps asked on their own, and a short thing asked, then a step', () => {
    expect(choiceIn('Rotterdam. Seller is in Breda. Send him a message or just fix it myself?')).toEqual({
      first: 'sending him a message',
      second: 'fixing it yourself',
      times: false,
    });
    expect(choiceIn('call her tonight or wait till the weekend?')).toMatchObject({ first: 'calling her tonight', second: 'waiting till the weekend' });
    expect(choiceIn('Oven light trick? Or buy a proofing box?')).toMatchObject({ first: 'the oven light trick', second: 'buying a proofing box' });
    // Longer steps, and a thing and a step with which one asked after them, said as they are ("sitting", never "sittinging").
    expect(choiceIn('what can i do tomorrow morning? go to the park at other hour or go to other place?')).toMatchObject({
      first: 'going to the park at other hour',
      second: 'going to other place',
    });
    expect(choiceIn('Headphones or sitting with my back to a wall, which is better for a beginner?')).toMatchObject({
      first: 'the headphones',
      second: 'sitting with your back to a wall',
    });
    // A filler before the second option, or the same step on another condition.
    expect(choiceIn('should i just pay for dry cleaning or like replace the coats')).toMatchObject({ second: 'replacing the coats' });
    expect(choiceIn('And should I mention the refusal before they ask, or only if they ask?')).toMatchObject({
      first: 'mentioning the refusal before they ask',
      second: 'mentioning the refusal if they ask',
    });
    expect(choiceIn('should i give it at the airport or before?')).not.toMatchObject({ second: expect.stringMatching(/airport before/) });
    // A question of what is, not two steps.
    expect(choiceIn('is possible to be the boss and still be friend? or i must choose')).toBeNull();
    expect(choiceIn('Is she angry to me? Or maybe that is only teenager, she is 18 now?')).toBeNull();
    expect(choiceIn('do you think I am lazy or just tired?')).toBeNull();
  });

  it('weighs two things asked which is better as things, said as they are, and never two people', () => {
    expect(choiceIn('experience or a thing? which is better')).toEqual({ first: 'experience', second: 'a thing', times: false, things: true });
    expect(choiceIn('the pool or the gym? which one')).toMatchObject({ first: 'the pool', second: 'the gym', things: true });
    expect(choiceIn('Kinder Scout or the River Don? Which sounds less silly?')).toMatchObject({
      first: 'Kinder Scout',
      second: 'the River Don',
      things: true,
    });
    expect(choiceIn('my mum or my dad? which one should i ask')).toBeNull();
    expect(choiceIn('today or tomorrow? which is better')).toBeNull();
    expect(choiceIn('Is a sign better or is talking to him better?')).toMatchObject({ first: 'a sign', second: 'talking to him', things: true });
    expect(choiceIn('is my mum better or my dad?')).toBeNull();
    expect(choiceIn('is it better or worse?')).toBeNull();
    const reply = createCoachEngine('sage', seededRandom(1)).reply('need a present for my wife. experience or a thing? which is better').text;
    expect(reply).toMatch(/^Between experience and a thing, .*1\. .*2\. .*3\. /);
  });
});
