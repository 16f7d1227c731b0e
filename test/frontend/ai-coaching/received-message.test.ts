/**
 * A message someone sent the person, quoted or told, with "what do i reply?": read for what it is and answered with a
 * reply to send; the person's own side goes in once told, and only when it reads as a line of theirs.
 */
import { COACH_IDS } from '@contracts/coaches';
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { freshState, readSnapshot } from '../../../frontend/src/features/ai-coaching/engine/state';
import { readReceived, receivedIn, receivedKind, sideLine } from '../../../frontend/src/features/ai-coaching/engine/received-message';

const SISTER = "my sister sent me this: 'you never call mum, she cries about it'. what do i reply";

describe('a message received', () => {
  it.each([
    ['you never call mum, she cries about it', 'blame'],
    ['Why didn\'t you finish the report on Friday?', 'blame'],
    ['can you come to my birthday on saturday?', 'request'],
    ['im sorry for everything i did', 'apology'],
    ['i lost my job today', 'bad-news'],
    ['after everything we did for you, you can come home for one weekend', 'pressure'],
    ["you're pathetic", 'anger'],
    ['are you going to pay the electric bill this month?', 'question'],
    ['the meeting moved to 3', 'other'],
  ])('%p reads as %p', (message, kind) => {
    expect(receivedKind(message)).toBe(kind);
  });

  it('is found only where a reply is asked for, quoted after someone sending it or told as sent', () => {
    expect(receivedIn(SISTER)).toEqual({ message: 'you never call mum, she cries about it', side: null, work: false, leansNo: false });
    expect(receivedIn('my mom texted me that i only think about myself. what should i reply')?.message).toBe('i only think about myself');
    expect(receivedIn("my boss emailed me: 'where is the report?' how should i respond")?.work).toBe(true);
    expect(receivedIn("she texted 'can you come saturday?' what do i reply, i really dont want to go")?.leansNo).toBe(true);
    expect(receivedIn("I want to text him 'I miss you'. is that ok?")).toBeNull();
    expect(receivedIn('what do i reply')).toBeNull();
  });

  it('takes a side only when it is a line of the person\'s own', () => {
    expect(sideLine('i do call her tho, like every sunday')).toBe('I do call her, every Sunday.');
    expect(sideLine('but i was off sick and i told hr')).toBe('I was off sick and I told HR.');
    expect(sideLine('what do you think?')).toBeNull();
    expect(sideLine('idk')).toBeNull();
    expect(sideLine('she is always like this')).toBeNull();
  });

  it('reads back a stored one field by field', () => {
    expect(readReceived({ kind: 'blame', side: 'I do call her.', work: false, at: 2 })).toEqual({ kind: 'blame', side: 'I do call her.', work: false, at: 2 });
    expect(readReceived({ kind: 'shout', at: 1 })).toBeNull();
    expect(readReceived({ kind: 'blame', side: '<b>', at: -1 })).toBeNull();
    const state = readSnapshot('sage', { ...freshState('sage'), received: { kind: 'request', side: null, work: 'yes', at: 3 } });
    expect(state?.received).toEqual({ kind: 'request', side: null, work: false, at: 3 });
  });
});

describe('the reply', () => {
  it.each(COACH_IDS)('%s: blame gets a reply to send, then the person\'s side put in it', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(3));
    const first = engine.reply(SISTER).text;
    expect(first).toContain(`"I can hear you're upset, and I don't want us to fall out over this.`);
    expect(first).not.toContain('A short, honest opener');
    expect(first).toContain("What's true from your side, in a line?");
    const whole = engine.reply('i do call her tho, like every sunday').text;
    expect(whole).toContain("Here's the whole reply:");
    expect(whole).toContain('over this. I do call her, every Sunday. Can we talk about it properly?');
    const again = engine.reply('ok can you write it').text;
    expect(again).toMatch(/^Here it is on its own, ready to copy: "I can hear/);
    expect(engine.reply('make it shorter').text).toContain('I do call her, every Sunday.');
  });

  it('a boss gets a work reply, never "fall out"', () => {
    const engine = createCoachEngine('zenith', seededRandom(3));
    const reply = engine.reply("my boss emailed me: 'Why didn't you finish the report on Friday? This isn't good enough.' how should i respond").text;
    expect(reply).toContain('"Thanks for flagging this.');
    expect(reply).not.toContain('fall out');
  });

  it('a request the person does not want to go to gets a warm no only', () => {
    const engine = createCoachEngine('harmony', seededRandom(3));
    const reply = engine.reply("my best friend texted 'can you come to my birthday on saturday?'. what do i reply, i really dont want to go").text;
    expect(reply).toContain("\"Thanks so much for asking me. I can't make this one");
    expect(reply).not.toContain('To say yes');
  });

  it.each([
    ["got this from my ex: 'im sorry for everything i did'. what do i say back", '"Thank you for saying that, it means a lot."'],
    ["my brother wrote me 'i lost my job today'. how do i respond", "\"I'm so sorry, that sounds really hard."],
    ["she replied 'you're pathetic'. what do i say back", "\"I can see you're angry. I'm not going to argue over text."],
    [
      'my mom texted me that i only think about myself and that after everything she did for me i should come home. what should i reply',
      "I've thought about it, and I'm sticking with what I said.",
    ],
  ])('%p is answered with %p', (message, words) => {
    expect(createCoachEngine('phoenix', seededRandom(3)).reply(message).text).toContain(words);
  });

  it('a side told long after is no part of a reply', () => {
    const engine = createCoachEngine('sage', seededRandom(3));
    engine.reply(SISTER);
    engine.reply('its been a long week anyway');
    expect(engine.reply('i do call her every sunday').text).not.toContain("Here's the whole reply");
  });
});
