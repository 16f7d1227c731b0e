import { LEARNED_SIGNAL, assessConversation, assessText, needsCrisisResources, type CrisisTier } from '../../../frontend/src/lib/crisis/detector';
import { developmentPhrases } from '../../../bin/crisis-model/phrases';
import { RULES } from '../../../frontend/src/lib/crisis/rules/rule-set';
import { ATTEMPT_SIGNAL, DECLARED_INTENT_SIGNAL } from '../../../frontend/src/lib/crisis/rules/signals';
import { casesByExpected } from '../helpers/grouped-cases';

const development = developmentPhrases();
const TIER_RANK: Readonly<Record<CrisisTier, number>> = { none: 0, concern: 1, ideation: 2, intent: 3 };
const NONE = { tier: 'none', outcome: 'none', signals: [] };
const expectTier = (text: string, tier: CrisisTier) => expect(assessText(text).tier).toBe(tier);

// Only the development set is used here: the held-out set is kept for the benchmark.
const SIGNAL_ID = /^[a-z]+(\.[a-z-]+)*$/;
const KNOWN_SIGNALS = new Set([...RULES.map((rule) => rule.id), DECLARED_INTENT_SIGNAL, ATTEMPT_SIGNAL, LEARNED_SIGNAL]);

describe('crisis detector, development phrases', () => {
  it.each(development.crisis.map((phrase) => [phrase.minTier, phrase.text] as const))('flags at least %s: %s', (minTier, text) => {
    const result = assessText(text);
    expect(needsCrisisResources(result)).toBe(true);
    expect(TIER_RANK[result.tier]).toBeGreaterThanOrEqual(TIER_RANK[minTier]);
  });

  it.each(development.safe.map((phrase) => [phrase.category, phrase.text] as const))('does not alarm (%s): %s', (_category, text) => {
    expect(assessText(text)).toEqual(NONE);
  });
});

describe('crisis detector, tiers', () => {
  it.each(
    casesByExpected<CrisisTier>({
      concern: [
        "I can't go on anymore", "what's the point of living", 'I wish I could disappear forever', 'I feel like a burden to everyone',
        "I don't want to live anymore", "I don't want to be alive", 'No one would miss me', "I can't see any reason to live",
      ],
      ideation: [
        'everyone would be better off without me', "I won't be a problem much longer", 'I want to die', 'I keep thinking about ending it',
        "I've been cutting again", 'kms', 'i might unalive myself', "I'm suicidal",
      ],
      intent: [
        "I'm going to kill myself tonight", 'I have the pills saved up', 'I bought a rope', 'I wrote my goodbye letters',
        "I'm standing on the bridge", 'I gave away my things', 'I want to overdose', 'I keep thinking about jumping off the bridge',
      ],
    }),
  )('%s: %s', expectTier);

  it('asks first about hopelessness and a passive wish, and shows the card at once for the rest', () => {
    expect(assessText("I can't go on anymore").outcome).toBe('check');
    expect(assessText('I want to die').outcome).toBe('crisis');
    expect(assessText("I'm going to kill myself tonight").outcome).toBe('crisis');
    expect(assessText('Had a lovely walk by the sea').outcome).toBe('none');
  });

  it('shows the resources for a check and a crisis, never for none', () => {
    expect(needsCrisisResources({ tier: 'none', outcome: 'none', signals: [] })).toBe(false);
    expect(needsCrisisResources({ tier: 'concern', outcome: 'check', signals: ['x'] })).toBe(true);
    expect(needsCrisisResources({ tier: 'intent', outcome: 'crisis', signals: ['x'] })).toBe(true);
  });
});

describe('crisis detector, how people type', () => {
  it.each(
    casesByExpected<CrisisTier>({
      concern: [
        'I don\u2019t want to live anymore', 'i dont wanna be alive', 'i cant do this anymore', 'no ganas de vivir. just going thru the motions',
        'so pagod. ayoko na talaga mabuhay',
      ],
      intent: ['im gonna kill myself tonite'],
      ideation: [
        '   I   WANT   TO   DIE!!!   ', 'i want to die \u{1F62D}\u{1F62D}', 'i wanna kys', 'i want 2 die', 'su1c1dal again',
        // The language a person thinks in, inside an English message; accents or none.
        'je veux mourir. been saying it in my head since i was 12', 'me quiero morir ya', 'chc\u0119 umrze\u0107', 'ich will sterben, seriously',
        // A wish now, though its verb looks past, and "I'm fine" does not make it over.
        'yeah im fine just wish i was dead',
        // The speaker's own words, said out loud.
        'i said i want to die and nobody listened',
        // "Unalive" said of oneself, whatever comes after it.
        'i feel like unaliving myself', 'unaliving is the only way out i see',
        // A bad sign is not a question about warning signs; a song as a likeness is not a story.
        'the thought of killing myself is honestly comforting which is probably a bad sign',
        'my head keeps saying "just end it" over and over like a song stuck on repeat',
      ],
      none: [
        'I\u2019m not suicidal \u{1F642}', 'je veux mourir de rire', 'I wished I was dead back then, but I am in a good place now',
        'lol kys', 'you should kys', "I'd kill for a coffee", '', '   \n\t  ', '...!!!', '\u{1F499}',
        // Still a story or a question about signs when the frame is one.
        'the song about wanting to die from that album is so sad', 'what are the warning signs that someone wants to kill themselves',
        // "Die" typed for "dye", "unalive" talked about as a word, a child's words reported.
        'cant wait to die my hair pink this weekend', 'unalive is such a dumb word tiktok made up lol',
        'my 6yo said i wish i was dead because i said no ipad. is that a phase or should i worry',
      ],
    }),
  )('%j is %s', expectTier);

  it('takes anything that is not a string as nothing', () => {
    expect(assessText(undefined as unknown as string)).toEqual(NONE);
    expect(assessConversation([])).toEqual(NONE);
    expect(assessConversation(null as unknown as string[])).toEqual(NONE);
    expect(assessConversation([7, 'hello'] as unknown as string[])).toEqual(NONE);
  });
});

describe('crisis detector, conversations', () => {
  it.each(development.conversations.map((c) => [c.messages.join(' / '), c.tier, c.messages] as const))('%s: %s', (_label, tier, messages) => {
    expect(assessConversation(messages).tier).toBe(tier);
  });

  it('judges the latest message: a turn that adds no risk does not bring back an earlier one', () => {
    expect(assessConversation(['I want to die']).outcome).toBe('crisis');
    expect(assessConversation(['I want to die', 'thanks']).outcome).toBe('none');
    expect(assessConversation(["I'm going to take all my pills tonight", 'jk im fine, forget it']).outcome).toBe('none');
  });

  it('alarms again when a later message adds risk of its own or to the ones before', () => {
    expect(assessConversation(['I want to die', 'thanks', 'I have the pills saved up']).tier).toBe('intent');
    const building = ['I want to end it', 'I have a plan'];
    expect(assessConversation(building.slice(0, 1)).tier).toBe('ideation');
    expect(assessConversation(building).tier).toBe('intent');
  });

  it('reads the latest message with at most the three before it', () => {
    expect(assessConversation(['I have a plan']).outcome).toBe('none');
    expect(assessConversation(['I want to die', 'ok', 'sure', 'I have a plan']).tier).toBe('intent');
    expect(assessConversation(['I want to die', 'ok', 'fine', 'sure', 'I have a plan']).outcome).toBe('none');
  });
});

describe('crisis detector, signals', () => {
  const all = [...development.crisis.map((p) => p.text), ...development.conversations.flatMap((c) => c.messages)];

  it('names only rule ids, never the words written', () => {
    for (const text of all) {
      const { signals } = assessText(text);
      for (const signal of signals) {
        expect(signal).toMatch(SIGNAL_ID);
        expect(KNOWN_SIGNALS.has(signal)).toBe(true);
      }
    }
    const { signals } = assessText('Zanzibar xylophone: I am going to kill myself tonight, quokka');
    expect(signals.length).toBeGreaterThan(0);
    for (const word of ['zanzibar', 'xylophone', 'quokka', 'tonight']) expect(signals.join(' ')).not.toContain(word);
  });

  it('has no signals when there is no crisis', () => {
    expect(assessText('I used to self-harm in high school.')).toEqual(NONE);
  });

  it('neither logs nor sends anything', () => {
    const spies = [jest.spyOn(console, 'log'), jest.spyOn(console, 'info'), jest.spyOn(console, 'warn'), jest.spyOn(console, 'error')];
    const fetchSpy = jest.fn();
    const originalFetch = globalThis.fetch;
    globalThis.fetch = fetchSpy as unknown as typeof fetch;
    try {
      for (const text of all.slice(0, 50)) assessText(text);
      assessConversation(['I want to end it', 'I have pills in the drawer']);
      for (const spy of spies) expect(spy).not.toHaveBeenCalled();
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      globalThis.fetch = originalFetch;
      for (const spy of spies) spy.mockRestore();
    }
  });
});

describe('crisis detector, long texts', () => {
  const day = 'Woke up early, made coffee and went for a walk by the river. Work was busy but fine. ';

  it('reads a 50,000-character journal entry to the end', () => {
    const calm = day.repeat(Math.ceil(50_000 / day.length)).slice(0, 50_000);
    expect(calm.length).toBe(50_000);
    expect(assessText(calm).tier).toBe('none');
    expect(assessText(`${calm} Tonight I am going to kill myself.`).tier).toBe('intent');
    expect(assessText(`I want to die. ${calm}`).tier).toBe('ideation');
  });

  it('handles long runs without punctuation or spaces', () => {
    expect(assessText('a'.repeat(50_000)).tier).toBe('none');
    expect(assessText('not '.repeat(12_500)).tier).toBe('none');
    expect(assessText(`${'and so '.repeat(7_000)}i want to die`).tier).toBe('ideation');
  });
});
