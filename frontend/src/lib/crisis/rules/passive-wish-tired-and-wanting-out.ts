/** A passive wish to be gone: tired of living, wanting it to end, wanting out, envying the dead (concern). */
import { anyOf, anyWord, atEndOr, followedBy, gap, notFollowedBy, optional, rx, rxTest, seq, words, type Rule } from './rule';
import { FILLER, LONGING, NOT_BEING, WISH_GAP, WISHING, WISHING_REQUIRED } from './vocabulary';

export const PASSIVE_WISH_TIRED_AND_WANTING_OUT_RULES: readonly Rule[] = [
  {
    id: 'passive.tired-of-living', tier: 'concern', subject: 'check',
    triggers: ['tired', 'sick', 'weary', 'exhausted', 'done', 'hate', 'hated', 'hating', 'enough'],
    pattern: rx(
      seq(
        String.raw`\bhad ${optional('more than ')}enough of ${anyOf('living', 'being alive', 'existing', 'this life', 'my life', 'life')}\b`,
        notFollowedBy(` ${anyOf('admin', 'stuff', 'lessons?', `in ${anyOf('the', 'this')} ${anyOf('city', 'town', 'country')}`)}`),
      ),
      seq(
        String.raw`\b${anyOf('tired', 'sick', 'weary', 'exhausted', 'done')} ${anyOf('of', 'from', 'with')} ${FILLER}`,
        anyOf(
          seq(
            'living',
            notFollowedBy(
              seq(
                ' ',
                anyOf(
                  'with', 'in', 'at', 'near', 'here', 'there', 'on', 'under', 'alone', 'off', 'out', 'paycheck', 'like a', 'by', 'somewhere',
                  'together',
                ),
              ),
            ),
          ),
          `life${notFollowedBy(` ${anyOf('admin', 'stuff', 'lessons?', 'coach')}`)}`,
          'being alive', 'existing', 'being me', 'staying alive', 'trying to stay alive', 'fighting to stay alive', 'fighting to live',
          `waking up every ${anyOf('day', 'morning')}`,
          'being a burden', 'my life', 'this life', 'my existence', 'breathing', 'being here',
        ),
        String.raw`\b`,
      ),
      String.raw`\bdone ${anyOf('living', 'existing', 'being alive', 'with this world')}\b`,
      seq(
        String.raw`\bdone ${anyOf('trying', 'fighting')} to `,
        String.raw`${anyOf('stay alive', 'live', 'survive', 'keep going', 'keep living', 'get better', 'go on', 'be alive', 'hold on')}\b`,
      ),
      seq(
        String.raw`\b${anyOf('hate', 'hated', 'hating')} `,
        anyOf(
          'being alive', 'living', 'existing', 'my existence', 'that i am alive', 'that i exist',
          `waking up${notFollowedBy(` ${anyOf('early', 'at', 'so early', `for ${anyOf('work', 'school', 'class')}`, 'on')}`)}`,
          `to wake up${followedBy(' *$')}`,
        ),
        String.raw`\b`,
      ),
      seq(
        String.raw`\b${anyOf('hate', 'hated', 'hating', 'sad', 'upset', 'angry', 'disappointed')} ${anyOf('that', 'when')} i `,
        String.raw`${anyOf('woke', 'wake', 'keep waking')} up${notFollowedBy(` ${anyOf('early', 'late', 'at', 'for')}`)}\b`,
      ),
      seq(
        String.raw`\b${anyOf('tired', 'sick', 'weary', 'exhausted')} of ${anyOf('waking up', 'being awake')}`,
        String.raw`${notFollowedBy(` ${anyOf('early', 'at', 'so early', `for ${anyOf('work', 'school', 'class')}`, 'on')}`)}\b`,
      ),
      // A learner's "I am tired to live".
      String.raw`\b${anyOf('tired', 'sick', 'weary')} to ${anyOf('live', 'be alive', 'exist')}\b`,
    ),
    examples: { match: ['I hate being alive.', "I'm tired of living.", "I've had enough of living.", 'i am tired to live'],
      noMatch: ["I'm tired of living with my parents.", 'My mum is tired of living alone.'] },
  },
  {
    id: 'passive.tired-of-everything', tier: 'concern', subject: 'check', weak: true,
    triggers: ['tired', 'sick', 'done', 'give', 'gave', 'given', 'weary', 'exhausted', 'giving'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('tired', 'sick', 'weary', 'exhausted', 'done')} ${anyOf('of', 'with')} `,
        anyOf('fighting', 'everything', 'it all', 'all of it', 'trying', 'pretending', 'being alive'),
        atEndOr('and', 'i', 'honestly', 'anymore', 'so', 'but', 'it'),
      ),
      seq(
        String.raw`\b${anyOf('give', 'giving', 'gave', 'given')} up on `,
        String.raw`${anyOf('life', 'living', 'everything', 'myself', 'it all', 'the future', 'getting better')}\b`,
      ),
    ),
    examples: { match: ["I've given up on life.", "I'm so tired of fighting."],
      noMatch: ["I'm not giving up on life, I'm giving up on calculus.", "I'm tired of fighting with my brother about chores."] },
  },
  {
    id: 'passive.want-it-to-end', tier: 'concern', subject: 'check', triggers: ['end', 'stop', 'over', 'finish', 'done', 'away', 'go'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('want', 'need', 'wish', 'just want', 'pray for')} `,
        anyOf(
          'it all', 'everything', 'my life', 'life', 'all of this', 'all of it', 'the suffering', 'the hurting', 'this life', 'the world',
          'existence', 'it to all', 'everything to just',
        ),
        `${optional(' to')} ${FILLER}${optional('to ')}`,
        String.raw`${anyOf('end', 'stop', 'be over', 'go away', 'end for good', 'stop forever', 'stop permanently', 'finish', 'be done')}\b`,
      ),
    ),
    examples: { match: ['I want it all to be over.', 'I just want everything to end.'],
      noMatch: ['My mum says she just wants it all to end.', 'I want this year to end already.'] },
  },
  {
    id: 'passive.want-it-to-stop', tier: 'concern', subject: 'check', weak: true, triggers: ['end', 'stop', 'over', 'away'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('want', 'need', 'wish', 'just want')} `,
        `${anyOf('it', 'this', 'the pain', 'the hurt', 'my pain', 'everything', 'the thoughts')} to ${FILLER}`,
        `${anyOf('end', 'stop', 'be over', 'go away')}${optional(` ${anyOf('forever', 'for good', 'permanently')}`)}`,
        atEndOr('forever', 'for good', 'permanently', 'i', 'and', 'please', 'already', 'honestly'),
      ),
    ),
    unless: rxTest(
      anyWord(
        'head', 'headache', 'migraine', 'back', 'knee', 'tooth', 'toothache', 'period', 'cramps?', 'stomach', 'surgery', 'injury', 'arthritis',
        'physical', 'leg', 'shoulder', 'neck', 'noise', 'rain', 'music', 'meeting', 'party', 'week', 'day', 'shift', 'class', 'lecture', 'movie',
        'show', 'flight',
      ),
    ),
    examples: { match: ['Existing is exhausting and I want it to stop.', 'I just want it to be over.'],
      noMatch: ['I want the headache to stop.', 'I want this meeting to be over.'] },
  },
  {
    id: 'passive.no-way-out', tier: 'concern', subject: 'check', weak: true, triggers: ['way', 'escape', 'out'],
    pattern: rx(
      seq(
        String.raw`\bno ${optional('other ')}${anyOf('way out', 'escape')}`,
        atEndOr('for me', 'anymore', 'of this life', 'of this pain', 'of my life', 'of this hell', 'from this life', 'i', 'and', 'but'),
      ),
      seq(
        String.raw`\b${anyOf('i want', 'i need', 'i just want')} out`,
        atEndOr(`of ${anyOf('this life', 'life', 'everything', 'existence')}`, 'forever', 'for good'),
      ),
    ),
    examples: { match: ['There is no way out for me.', "I feel trapped and there's no way out."],
      noMatch: ["I'm so over my job, I just want out.", "There's no way out of the car park after nine."] },
  },
  {
    id: 'passive.should-not-exist', tier: 'concern', subject: 'inherent', negated: true,
    triggers: ['exist', 'live', 'alive', 'here', 'born', 'existing', 'deserve', 'died', 'breathing', 'living', 'life', 'disappear', 'away'],
    pattern: rx(
      seq(
        String.raw`\bi ${anyOf('should', 'do')} not ${FILLER}${optional('deserve to ', 'get to ')}`,
        String.raw`${anyOf('live', 'be alive', 'exist', 'be living', 'have been born', 'be breathing')}\b`,
      ),
      seq(
        String.raw`\bi ${anyOf('should', 'do')} not ${FILLER}be here`,
        atEndOr('anymore', 'at all', 'on this earth', 'in this world'),
      ),
      seq(
        String.raw`\b${anyOf('do not', 'does not', 'never', 'no longer')} ${optional('even ')}deserve ${optional('to ')}`,
        String.raw`${anyOf('live', 'life', 'be alive', 'to be alive', 'to exist', 'exist', 'be here', 'to be here', 'happiness or life')}\b`,
      ),
      String.raw`\bi should have died\b`,
      seq(
        String.raw`\bi ${anyOf('should', 'need to', 'ought to')} ${optional('just ')}`,
        String.raw`${anyOf('disappear', 'not exist', 'go away forever', 'stop existing')}\b`,
      ),
    ),
    examples: { match: ["I shouldn't have been born.", "I don't deserve to be alive.", "I feel like I shouldn't exist."],
      noMatch: ["I shouldn't be here at this hour, I have work tomorrow.", 'I deserve to be happy.'] },
  },
  {
    id: 'passive.leave-this-world', tier: 'concern', subject: 'check',
    triggers: ['world', 'earth', 'life', 'planet', 'heaven', 'afterlife', 'side', 'heart', 'peace'],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf('leave', 'leaving', 'exit', 'exiting', 'depart', 'departing', 'escape', 'escaping', 'done with', 'say goodbye to', 'said goodbye to'),
        String.raw` ${anyOf('this', 'the')} ${anyOf('world', 'earth', 'life', 'planet')}\b`,
        notFollowedBy(` ${anyOf('a ', 'behind ', 'better', 'of ', `for ${anyOf('a', 'the')} ${anyOf('weekend', 'week', 'day')}`)}`),
      ),
      seq(
        String.raw`\b${anyOf('join', 'be with', 'see', 'go to')} ${anyOf('him', 'her', 'them', 'my [a-z]+')}${optional(' again')} `,
        String.raw`${anyOf('in heaven', 'in the afterlife', 'in the next life', 'on the other side')}\b`,
      ),
      seq(
        String.raw`\b${anyOf('hope', 'hoping', 'wish', 'wishing', 'pray', 'praying', 'want', 'wanting')} ${optional('that ')}my heart `,
        `${anyOf('would ', 'will ', 'just ', 'to ', 'finally ')}*${anyOf('stop', 'stops', 'give out', 'gives out', 'stop beating', 'stops beating')}`,
        String.raw`\b`,
      ),
      seq(
        String.raw`\bat peace with `,
        anyOf(
          'dying', 'death',
          `the idea of ${anyOf('dying', 'death', 'not waking up', 'not being here')}`,
          'not waking up', 'ending it', 'the thought of dying', 'the thought of not being here',
        ),
        String.raw`\b`,
      ),
    ),
    examples: { match: ['I just want to leave this world.', 'I want to join my dad in heaven.', "I'm at peace with dying."],
      noMatch: ["My patient told me he's at peace with dying.", "I'll leave this world a better place than I found it."] },
  },
  {
    id: 'passive.want-out', tier: 'concern', subject: 'inherent', scope: 'sentence', triggers: ['out', 'off'],
    // "living feels like a chore i never signed up for and i want out"
    pattern: rx(
      seq(
        String.raw`\b${anyOf('living', 'life', 'existing', 'being alive', 'this world')}\b${anyOf(` ${anyOf('[a-z]+', ',')}`)}{0,12}? i `,
        `${optional('just ', 'really ', 'honestly ')}want ${anyOf('out', 'off')}`,
        notFollowedBy(
          seq(
            ` of ${anyOf('this', 'the', 'my', 'that')} `,
            anyOf(
              'job', 'contract', 'relationship', 'marriage', 'lease', 'deal', 'group', 'class', 'meeting', 'plan', 'trip', 'team', 'town', 'city',
              'house', 'flat',
            ),
          ),
        ),
        String.raw`\b`,
      ),
    ),
    examples: { match: ['Living feels like a job I never applied for and I want out.', 'Life is pain on a loop and I want out.'],
      noMatch: ['Life is busy and I want out of this contract.', 'Living here is fine but I want out of the lease.'] },
  },
  {
    id: 'passive.fine-not-waking-up', tier: 'concern', subject: 'inherent', negated: true, scope: 'sentence', triggers: ['wake', 'make', 'survive'],
    pattern: rx(
      seq(
        String.raw`\bif i ${anyOf('do not', 'did not', 'never', 'were to not', 'should not')} ${anyOf('wake up', 'make it', 'survive')}${gap(3)}`,
        `${optional(' ,')} `,
        anyOf('that is', 'it is', 'it would be', 'that would be', 'i am', 'i would be', 'i will be', 'then', 'honestly', 'so be it'),
        `${optional(' [a-z]+')} ?`,
        anyOf('fine', 'okay', 'ok', 'alright', 'a relief', 'for the best', 'good', 'ready', 'at peace', 'so be it', 'whatever', 'not a big deal'),
        String.raw`\b`,
      ),
    ),
    examples: { match: ["If I don't wake up tomorrow, that's fine with me.", "If I didn't wake up tomorrow I'd be ok with that."],
      noMatch: ["Years ago I thought if I didn't wake up that would be fine. Not anymore.", "If she doesn't wake up, that's fine, let her sleep."] },
  },
  {
    id: 'passive.wish-accident', tier: 'concern', subject: 'check', firm: true,
    triggers: ['hope', 'hoping', 'wish', 'wishing', 'pray', 'praying', 'fine', 'ok', 'okay', 'glad', 'relieved', 'mind', 'thank', 'grateful'],
    requires: ['plane', 'flight', 'turbulence', 'car', 'bus', 'train', 'accident', 'crash', 'tree', 'truck', 'lorry', 'illness', 'cancer', 'it', 'we', 'i'],
    // Death by chance welcomed: "kinda hope the turbulence takes us down", "fine if a tree fell on me",
    // "I wish the accident had killed me".
    pattern: rx(
      seq(
        String.raw`\b${anyOf('hope', 'hoping', 'wish', 'wishing', 'pray', 'praying')} ${optional('that ')}${optional('the ', 'my ', 'this ', 'a ', 'our ')}`,
        `${anyOf('plane', 'flight', 'turbulence', 'car', 'bus', 'train', 'accident', 'crash', 'illness', 'cancer', 'tumour', 'tumor', 'tree', 'truck')}`,
        `${gap(3)} `,
        anyOf(
          `${anyOf('takes', 'take', 'took', 'brings', 'bring')} ${anyOf('us', 'me', 'it')} down`,
          `${anyOf('goes', 'go', 'went')} down`,
          'crashes', 'crash', 'crashed',
          `${anyOf('kills', 'kill', 'had killed', 'killed', 'would kill', 'would have killed', 'finishes', 'finished', 'takes', 'took', 'gets')} me`,
          `${anyOf('hurries', 'hurry')} up`,
          `${anyOf('had finished', 'finished', 'would finish', 'had done')} ${anyOf('the job', 'me off')}`,
        ),
        // "Goes down the list", "went down well": not a crash.
        String.raw`\b${notFollowedBy(` ${anyOf('the', 'a', 'in', 'well', 'to', 'as', 'on', 'into', 'by', 'with')}\\b`)}`,
      ),
      // The person in the crash: "secretly hope we crash", "I hope I get in a car crash on the way to work".
      seq(
        String.raw`\b${anyOf('hope', 'hoping', 'wish', 'wishing', 'pray', 'praying')} ${optional('that ')}${anyOf('we', 'i')} `,
        anyOf(
          // "Crash at yours", "crash on the sofa": sleeping over.
          `crash\\b${notFollowedBy(` ${anyOf('at', 'on', 'with', 'here', 'there', 'over', 'out', 'in', 'for', 'tonight')}\\b`)}`,
          'go down',
          seq(
            `${anyOf('get', 'am', 'was')} ${optional('in ', 'hit by ')}${optional('a ', 'an ')}`,
            `${optional('car ', 'bad ', 'fatal ')}${anyOf('crash', 'accident')}`,
          ),
          `${anyOf('get', 'am')} hit by ${optional('a ', 'the ')}${anyOf('car', 'bus', 'truck', 'lorry', 'train')}`,
        ),
        String.raw`\b`,
      ),
      seq(
        String.raw`\b${anyOf('i would', 'i will', 'i am', 'i')} ${optional('honestly ', 'really ', 'just ')}`,
        `${anyOf('be fine', 'be ok', 'be okay', 'be glad', 'be relieved', 'not mind', 'would not mind', 'not care')} if `,
        `${optional('the ', 'my ', 'a ', 'this ', 'that ')}${anyOf('plane', 'flight', 'car', 'bus', 'train', 'tree', 'truck', 'lorry', 'wall', 'roof')}`,
        `${gap(3)} `,
        anyOf('went down', 'goes down', 'crashed', 'crashes', 'fell on me', 'falls on me', 'hit me', 'hits me', 'killed me', 'kills me', 'took me out'),
        String.raw`\b`,
      ),
      // The other way round: "if a bus hit me tomorrow I would say thank you".
      seq(
        String.raw`\bif ${anyOf('a', 'the', 'some')} ${anyOf('bus', 'car', 'truck', 'lorry', 'train', 'tram', 'drunk driver')} `,
        `${anyOf('hit', 'hits', 'ran over', 'runs over', 'killed', 'kills', 'took me out')}${optional(' me')}${gap(3)} i ${anyOf('would', 'will')} `,
        String.raw`${optional('just ', 'honestly ')}${anyOf('say thank', 'thank', 'be glad', 'be relieved', 'be grateful', 'be fine', 'not mind')}\b`,
      ),
    ),
    examples: { match: ['kinda hope the turbulence takes us down today', "i'd be fine if the plane went down", 'I wish the accident had killed me',
      'i wish the car accident last year had finished the job', 'honestly if a bus hit me tmrw i would say thank u',
      'on bumpy flights i secretly hope we crash', 'i hope i get in a car crash on the way to work'],
      noMatch: ['I hope the plane lands on time', 'I wish the car would start in the mornings', 'I hope my flight goes down the list for delays',
        'I hope we crash at yours after the party'] },
  },
  {
    id: 'passive.envy-the-dead', tier: 'concern', subject: 'check', triggers: ['dead', 'die', 'died', 'death', 'dying', 'end', 'over', 'stop'],
    requires: ['envy', 'jealous', 'envious', 'waiting', 'wait'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('envy', 'jealous of', 'envious of')} ${optional('the ')}`,
        anyOf('dead', `people who ${anyOf('die', 'died', 'are dead', 'get to die')}`, `those who ${anyOf('die', 'died')}`, 'dead people'),
        String.raw`\b`,
      ),
      seq(
        String.raw`\b${anyOf('waiting', 'wait')} `,
        anyOf('to die', 'for death', `for ${anyOf('my', 'the')} end`, `for it ${optional('all ')}to ${anyOf('end', 'be over', 'stop')}`),
        String.raw`\b`,
      ),
      String.raw`\bjust waiting to die\b`,
    ),
    examples: { match: ["I feel like I'm just waiting to die.", 'Sometimes I envy people who died young.'],
      noMatch: ["I'm waiting for the film to end.", "My grandad says he's just waiting to die."] },
  },
  {
    id: 'passive.thinking-about-death', tier: 'concern', subject: 'check',
    triggers: ['death', 'dying', 'dead', 'existing', 'here', 'alive', 'funeral', 'around', 'die'],
    requires: [
      'keep', 'kept', 'always', 'constantly', 'stop', 'obsessively', 'been', 'often', 'frequently', 'obsessing', 'obsessed', 'preoccupied', 'think',
      'thinking', 'thoughts',
    ],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(
          seq(
            `${anyOf('keep', 'kept', 'always', 'constantly', 'can not stop', 'could not stop', 'obsessively', 'been', 'often', 'frequently')} `,
            `${anyOf('thinking', 'think', 'thoughts')} ${anyOf('about', 'of')}`,
          ),
          'obsessing over', 'obsessed with', 'preoccupied with',
        ),
        ' ',
        anyOf(
          'death', 'dying', 'being dead',
          `not being ${anyOf('here', 'alive', 'around')}`,
          'not existing',
          `my ${optional('own ')}${anyOf('death', 'funeral')}`,
          'how i would die', 'when i will die',
        ),
        String.raw`\b`,
      ),
      seq(
        String.raw`\bthink${optional('ing')} ${anyOf('about', 'of')} `,
        anyOf(
          'death', 'dying', 'being dead',
          `not being ${anyOf('here', 'alive', 'around')}`,
          'not existing',
          `my ${optional('own ')}${anyOf('death', 'funeral')}`,
        ),
        `${gap(2)} `,
        anyOf(
          'all the time', 'constantly',
          `every ${optional('single ')}${anyOf('day', 'night', 'morning', 'hour', 'minute')}`,
          `each ${anyOf('day', 'night')}`,
          'a lot', 'so much', 'nonstop', 'non stop', 'more and more', 'more often', 'always', 'too much', 'day and night', 'daily', 'all day', '24 7',
          'so often',
        ),
        String.raw`\b`,
      ),
    ),
    examples: { match: ['I think about death all the time.', 'I keep thinking about not being here.'],
      noMatch: ['I used to think about dying daily. Now I think about what to cook.', 'My character keeps thinking about death in the novel.'] },
  },
  {
    id: 'passive.stop-existing', tier: 'concern', subject: 'explicit', triggers: ['existing', 'exist', 'cease'],
    pattern: rx(
      String.raw`\b${anyOf('stop', 'stopped', 'stopping')} existing\b`,
      String.raw`\bcease ${optional('to ')}${anyOf(`exist${optional('ing')}`, 'be')}\b`,
      String.raw`\bnot exist${optional('ing')} ${anyOf('anymore', 'any more', 'any longer')}\b`,
      String.raw`\bjust not exist\b`,
    ),
    examples: { match: ['Sometimes I want to cease to exist.', 'I sometimes wish I could just cease to be.'],
      noMatch: ['That shop ceased to exist years ago.', 'My friend says she wants to stop existing.'] },
  },
  {
    id: 'passive.wish-not-to-be', tier: 'concern', subject: 'check', hyperbole: true,
    triggers: [
      'alive', 'here', 'exist', 'existing', 'disappear', 'vanish', 'fade', 'sleep', 'asleep', 'rest', 'gone', 'wake', 'again', 'nothing', 'being',
      'be', 'slip', 'drift', 'pass', 'away',
    ],
    requires: [...WISHING_REQUIRED, ...LONGING, ...words('rather prefer like love dream dreaming')],
    pattern: rx(
      seq(
        String.raw`\b${anyOf(WISHING, LONGING, 'rather', 'prefer', 'would like', 'would love', 'dream of', 'dreaming of')}`,
        String.raw`${WISH_GAP} ${NOT_BEING}\b`,
        notFollowedBy(
          seq(
            ' ',
            anyOf(
              'on', 'at', 'until', 'till', 'every', 'this', 'in bed', 'in the morning',
              `when ${anyOf('i am', 'i am so')} ${anyOf('embarrassed', 'tired')}`,
            ),
            String.raw`\b`,
          ),
        ),
      ),
    ),
    examples: { match: ["I'd rather not exist than feel like this.", 'I want to not be alive anymore.'],
      noMatch: ['I have zero wish to not be here.', 'My friend posted that she wants to disappear forever.'] },
  },
  {
    id: 'passive.rather-in-the-grave', tier: 'concern', subject: 'check', triggers: ['ground', 'grave', 'under', 'box', 'coffin', 'buried', 'cemetery'],
    requires: ['rather', 'sooner', 'prefer'],
    // "I'd sooner go in the ground": preferring death to what lies ahead.
    pattern: rx(
      seq(
        String.raw`\b${anyOf('rather', 'sooner', 'prefer to')} ${optional('just ', 'go ', 'be ', 'lie ', 'end up ')}`,
        anyOf('in the ground', 'in my grave', 'in a grave', 'six feet under', 'in a box', 'in a coffin', 'dead and buried', 'in the cemetery'),
        // "I'd sooner go in the ground than vote for them": a saying.
        String.raw`\b${notFollowedBy(' than')}`,
      ),
    ),
    examples: { match: ["My son says I should go in a home. I'd sooner go in the ground.", 'honestly id rather be six feet under'],
      noMatch: ["I'd sooner go in the ground than vote for that lot", 'she would sooner keep the tools in a box'] },
  },
  {
    id: 'passive.still-here-next-year', tier: 'concern', subject: 'inherent', triggers: ['here', 'around', 'alive'],
    requires: ['if', 'when', 'once', 'after'],
    // Living in doubt: "if I'm still here next year", "if I'm not around anymore, who takes the cat".
    pattern: rx(
      seq(
        String.raw`\bif i am still ${anyOf('here', 'around', 'alive')} ${optional('by ', 'in ', 'at ')}${optional('next ', 'this ', 'the end of ')}`,
        String.raw`${anyOf('year', 'christmas', 'summer', 'birthday', 'month', 'spring', 'winter', 'new year', 'week', 'time', String.raw`\d+`)}\b`,
      ),
      seq(
        String.raw`\b${anyOf('if', 'when', 'once', 'after')} i ${anyOf('am', 'was', 'were')} ${anyOf('not', 'no longer')} `,
        anyOf('around anymore', 'around any more', 'around any longer', 'here anymore', 'here any more', 'here any longer', 'alive'),
        String.raw`\b`,
      ),
      String.raw`\b${anyOf('if', 'when', 'once', 'after')} i am no longer ${anyOf('around', 'here')}\b`,
    ),
    unless: rxTest(
      String.raw`\b${anyOf('job', 'company', 'city', 'town', 'country', 'school', 'uni', 'university', 'working', 'flat', 'house', 'apartment')}\b`,
      String.raw`\b${anyOf('firm', 'office', 'team', 'department', 'club', 'band', 'place', 'area', 'neighbourhood', 'neighborhood', 'lease')}\b`,
    ),
    examples: { match: ["i keep saying 'if i'm still here next year' and people laugh but i mean it",
      'who do i ask to take my cat if im not around anymore'],
      noMatch: ["if i'm still here next year i'll apply for the manager job", 'if i am not around when the parcel comes leave it next door'] },
  },
  {
    id: 'passive.sorry-to-wake', tier: 'concern', subject: 'inherent', negated: true, triggers: ['woke', 'wake', 'waking', 'more', 'fetch', 'fight'],
    // Waking is the sorrow, no more days are wanted, the dead are asked to come for one:
    // "sad every morning that I woke up", "i dont want any more days", "I ask her to come and fetch me".
    pattern: rx(
      seq(
        String.raw`\b${anyOf('sad', 'disappointed', 'upset', 'angry', 'gutted', 'devastated', 'sorry')} ${optional('every morning ', 'each morning ')}`,
        String.raw`${anyOf('that', 'when')} i ${anyOf('woke', 'wake', 'still wake', 'am still')} ${anyOf('up', 'alive', 'here')}\b`,
        notFollowedBy(` ${anyOf('late', 'early', 'at', 'so', 'too', 'with', 'before', 'after')}\\b`),
      ),
      String.raw`\bi ${anyOf('do not', 'did not', 'no longer')} want ${anyOf('any more', 'anymore', 'more')} days\b`,
      seq(
        String.raw`\b${anyOf('ask', 'asked', 'beg', 'begged', 'pray for', 'ask god for', 'tell')} ${anyOf('her', 'him', 'them', 'god', 'the lord', 'jesus')} `,
        String.raw`to ${optional('come and ', 'come ')}${anyOf('fetch', 'take', 'collect', 'come for')} me\b`,
        notFollowedBy(` ${anyOf('from', 'at', 'after', 'up', 'home', 'to', 'in', 'on')}\\b`),
      ),
      String.raw`\b${anyOf('would not', 'will not', 'would never')} fight it if ${anyOf('something', 'anything')} ${anyOf('happened', 'happens')} to me\b`,
    ),
    examples: { match: ['Sad every morning that I woke up.', 'my recovery coach says one day at a time but i dont want any more days',
      'After my wife passed I only wait now. Every night I ask her to come and fetch me.', "Just wouldn't fight it if something happened to me."],
      noMatch: ['sad that i woke up late and missed the bus', 'i asked him to come and fetch me from the station'] },
  },
];
