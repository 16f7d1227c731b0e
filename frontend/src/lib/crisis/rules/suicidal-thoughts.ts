/** Thoughts of suicide and of dying: wanting to die, killing oneself, ending it (ideation). */
import { anyOf, anyWord, followedBy, gap, loose, notFollowedBy, optional, rx, rxTest, seq, type Rule } from './rule';
import { AN_EX_OR_A_TEAM, EVERYDAY_ABSENCE, FILLER, NOT_ABOUT_THE_HOUR, OTHER_PERSON, PHRASE_END, WANT, WISH_GAP } from './vocabulary';

/** Killing oneself, in the words people use for it. */
const KILL_SELF = anyOf(
  `${anyOf('kill', 'kills', 'killing', 'killed', 'murder', 'murdering', 'off', 'offing', 'top', 'topping')} myself`,
  `${anyOf('end', 'ends', 'ending')} ${anyOf(`my ${optional('own ')}${anyOf('life', 'existence')}`, 'myself')}`,
  `${anyOf('take', 'takes', 'taking')} my ${optional('own ')}life`,
  `${anyOf('do', 'doing')} myself in`,
  `${anyOf('take', 'taking')} myself out`,
);

export const SUICIDAL_THOUGHTS_RULES: readonly Rule[] = [
  {
    id: 'ideation.end-suffering', tier: 'ideation', subject: 'check', upgrade: 'decision', triggers: ['suffering', 'misery', 'torment', 'agony'],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(
          'want', 'wanna', 'need', 'wish i could', 'going', 'ready', 'have', 'decided', 'plan', 'planning', 'thinking about', 'thinking of', 'about',
        ),
        ` ${optional('to ')}${FILLER}${anyOf('end', 'ending', 'stop', 'stopping', 'put an end to')} `,
        `${anyOf('my', 'the', 'this', `all ${optional('of ')}${anyOf('my', 'the', 'this')}`)} ${anyOf('suffering', 'misery', 'torment', 'agony')}`,
        String.raw`\b`,
      ),
    ),
    examples: { match: ['I want to end my suffering.', "I'm ready to put an end to this misery."],
      noMatch: ["The vet said we should end the dog's suffering.", 'My aunt is ready to end the misery of chemo.'] },
  },
  {
    id: 'ideation.euphemism', tier: 'ideation', subject: 'check', triggers: ['easy', 'permanent', 'check', 'checking', 'checked', 'rope', 'bleed'],
    pattern: rx(
      seq(
        String.raw`\btake the easy way out`,
        followedBy(' *$', String.raw` ${anyOf('and', 'i', 'honestly', 'now', 'tonight', 'already', 'soon', 'for good')}\b`),
      ),
      String.raw`\bpermanent ${anyOf('solution', 'way out', 'escape', 'sleep', 'rest', 'exit')}\b`,
      seq(
        String.raw`\b${anyOf('check', 'checking', 'checked')} out `,
        String.raw`${anyOf('for good', 'permanently', `of ${anyOf('life', 'this world', 'this life')}`, 'early from life', 'forever')}\b`,
      ),
      seq(
        String.raw`\b`,
        `${anyOf('want to', 'wanna', 'going to', 'gonna', 'might', 'about to', 'need to', 'should', 'ready to', 'thinking about', 'thinking of')} `,
        `${FILLER}rope${optional(' myself')}`,
        followedBy(' *$', String.raw` ${anyOf('tonight', 'honestly', 'now', 'today', 'soon', 'already', 'again')}\b`),
      ),
      String.raw`\b${anyOf('let myself', 'want to', 'wanna', 'going to', 'just')} bleed out\b`,
    ),
    examples: { match: ['I want to take the easy way out.', 'Thinking about checking out for good.'],
      noMatch: ['I checked out of the hotel early.', "There's no easy way out of this exam, I just have to study."] },
  },
  {
    id: 'ideation.better-off-without-me', tier: 'ideation', subject: 'inherent',
    triggers: [
      'better', 'happier', 'easier', 'lighter', 'relieved', 'free', 'freer', 'fine', 'okay', 'ok', 'place', 'peaceful', 'safer', 'improve',
      'improved', 'simpler', 'stressful', 'complicated', 'rid', 'glad', 'grateful', 'thankful',
    ],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(
          'better', 'happier', 'easier', 'lighter', 'relieved', 'free', 'freer', 'fine', 'okay', 'ok', 'a better place', 'better place', 'peaceful',
          'safer', 'improve', 'improved', 'simpler', 'less stressful', 'less complicated',
        ),
        ` ${optional('off ')}`,
        anyOf(
          seq(
            'without me',
            notFollowedBy(
              seq(
                ' ',
                anyOf('there', 'at', `in ${anyOf('the', 'this', 'that')} ${anyOf('team', 'group', 'band', 'class', 'company', 'office', 'project')}`),
                String.raw`\b`,
              ),
            ),
          ),
          seq(
            `if i ${optional('was ', 'were ', 'am ', 'had ', 'had just ', 'just ', 'was not ', 'were not ', 'did not ', 'had never ', 'never ')}`,
            FILLER,
            anyOf(
              'gone', 'dead', 'not here', 'not around', 'never born', 'never existed', 'not alive',
              `not in ${anyOf('their', 'the', 'your', 'his', 'her', 'it')} ${anyOf('lives', 'life', 'picture', 'way', 'world')}`,
              'out of the picture', 'disappeared', 'died', 'exist', 'existed', 'been born', 'here', 'around',
            ),
            String.raw`\b`,
          ),
          `when i am ${anyOf('gone', 'dead')}`,
          `once i am ${anyOf('gone', 'dead')}`,
          `after i am ${anyOf('gone', 'dead')}`,
          'after i die',
          `with me ${anyOf('gone', 'dead', 'out of the way')}`,
        ),
      ),
      seq(
        String.raw`\b${anyOf('relieved', 'happy', 'glad', 'happier', 'grateful', 'thankful', 'better off', 'free')} `,
        String.raw`${optional('to be ', 'to finally be ', 'to ')}${anyOf('rid of me', 'free of me', 'done with me')}\b`,
      ),
      String.raw`\b${anyOf('get', 'be', 'finally be')} rid of me ${anyOf('for good', 'forever', 'once and for all')}\b`,
    ),
    unless: rxTest(
      String.raw`\b${AN_EX_OR_A_TEAM}\b`,
      seq(
        String.raw`\b${anyOf('he', 'she')} ${anyOf('is', 'was', 'will be', 'would be')} ${optional('probably ', 'honestly ', 'definitely ')}`,
        String.raw`better off without me\b`,
      ),
    ),
    examples: { match: ["They'd be better off without me.", "Everyone's lives would improve if I wasn't here."],
      noMatch: ['The team is better off without me as captain.', 'I used to feel like everyone would be better off without me.'] },
  },
  {
    id: 'ideation.better-off-dead', tier: 'ideation', subject: 'check', triggers: ['better'],
    pattern: rx(String.raw`\bbetter off ${anyOf('dead', 'not alive', 'not existing', `not being ${anyOf('here', 'alive', 'around')}`, 'gone')}\b`),
    examples: { match: ["I'd be better off dead.", "Sometimes I think I'd be better off not alive."],
      noMatch: ["My dad keeps saying he'd be better off dead since the stroke.",
        'Screening form, item 9: thoughts that you would be better off dead? Rarely.'] },
  },
  {
    id: 'ideation.favour-if-gone', tier: 'ideation', subject: 'inherent', triggers: ['favor', 'favour'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('doing', 'do', 'did', 'be doing', 'would be doing')} `,
        `${anyOf('everyone', 'everybody', 'the world', 'them', 'my family', 'people', 'all of them', 'us all')} ${optional('a ')}`,
        `${optional('big ', 'huge ')}${anyOf('favor', 'favour')} ${anyOf('if', 'by')} ${optional('i ')}${FILLER}`,
        anyOf(
          'died', 'die', 'dying', 'was dead', 'were dead', 'was gone', 'were gone', 'disappeared', 'disappearing', 'killing myself', 'killed myself',
          'kill myself', 'ending it', 'ended it', 'not existing', 'not being here', 'leaving this world', 'was not here', 'were not here',
          'was not around', 'were not around',
        ),
        String.raw`\b`,
      ),
    ),
    examples: { match: ["I'd be doing everyone a favor if I died.", "I'd be doing them a favour if I wasn't here."],
      noMatch: ['Do me a favour and pick up milk.', "She'd be doing everyone a favor if she quit smoking."] },
  },
  {
    id: 'ideation.end-for-me', tier: 'ideation', subject: 'inherent', triggers: ['end', 'it', 'goodbye'],
    requires: ['me'],
    pattern: rx(
      seq(
        String.raw`\bthis is ${anyOf('the end', 'it', 'goodbye')} for me\b`,
        notFollowedBy(
          seq(
            ` ${anyOf('at', 'in', 'with', 'on')} ${anyOf('this', 'the', 'my')} `,
            anyOf('job', 'team', 'company', 'school', 'class', 'club', 'band', 'season', 'league', 'relationship', 'show', 'project', 'course'),
          ),
        ),
      ),
    ),
    unless: rxTest(
      anyWord(
        'job', 'team', 'company', 'school', 'class', 'club', 'band', 'season', 'league', 'relationship', 'show', 'project', 'course', 'game',
        'tournament', 'race', 'career', 'role',
      ),
    ),
    examples: { match: ['This is the end for me.', 'This is it for me. Bye.'],
      noMatch: ['This is the end for me at this job.', 'This is it for me with the team after ten years.'] },
  },
  {
    id: 'ideation.not-dealing-with-me-much-longer', tier: 'ideation', subject: 'inherent', upgrade: 'timing',
    triggers: ['deal', 'worry', 'bother', 'hear', 'see', 'put', 'care'],
    requires: ['me'],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf('will not', 'would not', 'will never', 'will no longer', 'are not going to', 'is not going to', 'do not', 'soon will not', 'won t'),
        ` ${optional('have to ', 'need to ', 'be able to ')}`,
        `${anyOf('deal with', 'put up with', 'worry about', 'bother with', 'take care of', 'see', 'hear from', 'care for', 'look after')} me `,
        `${optional('for ')}${optional('much ', 'any ', 'a lot ')}`,
        anyOf('longer', 'more', 'soon', 'anymore', 'any more', `after ${anyOf('tonight', 'today', `this ${anyOf('week', 'weekend')}`)}`),
        String.raw`\b`,
      ),
    ),
    examples: { match: ["You won't have to deal with me much longer.", "They won't have to deal with me for much longer."],
      noMatch: ["My boss said they won't need me much longer on the project.", "You'll have to deal with me for a long time yet."] },
  },
  {
    id: 'ideation.drawn-to-means', tier: 'ideation', subject: 'inherent',
    triggers: ['tracks', 'ledge', 'noose', 'rope', 'gun', 'razor', 'blade', 'blades', 'pills'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('keep', 'keeps', 'kept', 'can not stop', 'cannot stop')} `,
        `${anyOf('thinking', 'drifting', 'going back', 'coming back', 'wandering', 'returning', 'fixating', 'obsessing')}${gap(2)} `,
        `${anyOf('about', 'to', 'of', 'on')} ${optional('the ', 'my ', 'a ')}`,
        anyOf(
          'train tracks', 'railway tracks', 'railroad tracks', 'tracks', 'ledge', 'noose', 'rope', 'gun', 'razor', 'razors', 'blade', 'blades',
          `pills ${anyOf('in', 'under', 'at')}`,
        ),
        String.raw`\b`,
      ),
      seq(
        String.raw`\bmy mind ${optional('keeps ', 'keep ', 'always ', 'just ')}`,
        `${anyOf('drifting', 'drifts', 'going', 'goes', 'wandering', 'wanders')} ${optional('back ')}to ${optional('the ', 'my ')}`,
        anyOf('train tracks', 'railway tracks', 'railroad tracks', 'tracks', 'ledge', 'noose', 'rope', 'gun', 'razor', 'blades', 'pills'),
        String.raw`\b`,
      ),
    ),
    examples: { match: ['My mind keeps drifting to the train tracks near work.', "I can't stop thinking about the pills in the drawer."],
      noMatch: ['My mind keeps drifting to the weekend.', "He can't stop thinking about the gun in the film."] },
  },
  {
    id: 'ideation.picturing-self-dead', tier: 'ideation', subject: 'inherent', triggers: ['myself', 'me'],
    requires: ['hanging', 'dead', 'dying', 'jumping', 'overdosing', 'coffin', 'noose', 'bleeding', 'casket', 'grave', 'lying'],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(
          'picture', 'pictures', 'picturing', 'pictured', 'imagine', 'imagines', 'imagining', 'imagined', 'see', 'seeing', 'visuali[sz]e',
          'visuali[sz]ing', 'visuali[sz]ed', 'fantasi[sz]e', 'fantasi[sz]ing',
        ),
        ` ${optional('of ', 'about ')}${anyOf('myself', 'me')} ${FILLER}`,
        anyOf(
          'hanging', 'dead', 'dying', 'jumping', 'bleeding out', 'overdosing',
          `in a ${anyOf('coffin', 'casket', 'grave')}`,
          'with a noose', 'lying dead',
        ),
        String.raw`\b${notFollowedBy(` ${anyOf('tired', 'on my feet', `in ${anyOf('a', 'the')} ${anyOf('race', 'game', 'match', 'exam')}`)}`)}`,
      ),
    ),
    examples: { match: ['I keep picturing myself hanging.', 'I keep picturing myself jumping off my balcony.'],
      noMatch: ['I keep picturing myself on a beach.', 'I pictured myself dead tired after the marathon.'] },
  },
  {
    id: 'ideation.no-ones-problem-soon', tier: 'ideation', subject: 'inherent', triggers: ['problem', 'burden', 'worry', 'responsibility', 'free', 'rid'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('will not', 'am not going to', 'will no longer', 'will never')} be `,
        `${anyOf('anybody', 'anyone', 'everybody', 'everyone', 'your', 'their', 'his', 'her', 'a', 'my family', 'my parents')} `,
        String.raw`${anyOf('problem', 'burden', 'worry', 'responsibility', 'concern')}\b`,
      ),
      seq(
        String.raw`\b${anyOf('will', 'would', 'are going to', 'is going to', 'gonna')} ${optional('finally ')}be ${anyOf('free', 'rid')} of me\b`,
        notFollowedBy(` ${anyOf('on', 'at', 'by', 'after', 'when', 'once', 'for', 'in', 'this', 'next', 'from', 'during', 'tomorrow', 'soon when')}`),
      ),
    ),
    unless: EVERYDAY_ABSENCE,
    examples: { match: ["Pretty soon I won't be anybody's problem.", "They'll be free of me soon enough."],
      noMatch: ["That's not my problem anymore.", 'My flatmates will be free of me on Friday when I move out.'] },
  },
  {
    id: 'ideation.how-easy-it-would-be', tier: 'ideation', subject: 'inherent', triggers: ['easy', 'simple'],
    requires: ['would', 'could'],
    pattern: rx(
      seq(
        String.raw`\bhow ${anyOf('easy', 'simple')} it ${anyOf('would', 'could')} be to ${FILLER}`,
        anyOf(
          'crash', 'drive off', 'drive into', 'swerve', 'jump', 'die', 'end it', 'overdose', 'step off', 'let go', 'fall', 'disappear forever',
          `take ${anyOf('them', 'the pills', 'all')}`,
          'pull the trigger', 'cut deeper', 'not wake up', 'stop breathing',
        ),
        String.raw`\b`,
      ),
    ),
    examples: { match: ["I've thought about how easy it would be to just crash the car.", 'I keep thinking about how easy it would be to end it.'],
      noMatch: ['How easy it would be to fix the bike if I had the tools.', 'She thinks about how easy it would be to quit her job.'] },
  },
  {
    id: 'ideation.not-around-for-holiday', tier: 'ideation', subject: 'inherent', scope: 'sentence', triggers: ['around', 'here', 'alive'],
    requires: ['not', 'never'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('will not', 'am not going to', 'will never', 'do not think i will')} ${optional('still ')}be `,
        `${anyOf('around', 'here', 'alive')} ${anyOf('for', 'by', 'at', 'to see')} `,
        anyOf(
          'christmas', 'my birthday', 'new year', 'new years', 'the holidays', 'thanksgiving', 'easter', 'next year', 'next summer', 'the summer',
          'graduation', 'spring', 'my next birthday',
        ),
        String.raw`\b`,
        notFollowedBy(
          seq(
            `${optional(' ,')}(?: [a-z]+){0,3} `,
            anyOf(
              'visiting', 'visit', 'travelling', 'traveling', 'trip', 'vacation', 'working', 'work', 'abroad', 'away', 'in laws', 'deployed',
              'deployment', 'moving', 'staying', 'going', 'flying', 'spending',
            ),
          ),
        ),
        notFollowedBy(
          seq(
            `${optional(' this year', ' this time', ' this season')}${optional(' ,')}${optional(' i am', ' we are', ' i will be', ' we will be')} `,
            anyOf(
              'visiting', 'travelling', 'traveling', 'working', 'abroad', 'away', 'in laws', 'deployed', 'moving', 'staying', 'going', 'flying',
              'spending',
              `on ${anyOf('a', 'the')} ${anyOf('trip', 'cruise', 'ship', 'rig')}`,
              `because ${optional('of ')}${anyOf('work', 'travel', 'my job')}`,
            ),
          ),
        ),
      ),
    ),
    unless: EVERYDAY_ABSENCE,
    examples: { match: ["I'm not going to be around for Christmas.", "I don't think I will be alive by my next birthday."],
      noMatch: ["I won't be around for Christmas, I'm visiting my in-laws.", 'I will be around for Christmas this year.'] },
  },
  {
    id: 'ideation.farewell', tier: 'ideation', subject: 'check', triggers: ['goodbye', 'goodbyes', 'farewell', 'end', 'bye'],
    pattern: rx(
      String.raw`\b${anyOf('goodbye', 'good bye', 'bye', 'farewell')} cruel world\b`,
      String.raw`\b${anyOf('goodbye', 'good bye', 'farewell')} ${anyOf('world', 'everyone', 'everybody', 'all')} forever\b`,
      seq(
        String.raw`\b${anyOf('saying', 'said', 'say', 'writing', 'wrote', 'texting', 'texted', 'sending', 'sent')} ${optional('my ')}`,
        `${optional('final ', 'last ')}${anyOf('goodbyes?', 'farewells?')} to `,
        `${anyOf('everyone', 'everybody', 'my family', 'my friends', 'the people i love', 'all of you', 'you all', 'my kids', 'my parents')}${gap(2)}`,
        String.raw` ${anyOf('tonight', 'today', 'now', 'forever', 'for good', 'for the last time', 'before i go', 'before i do it')}\b`,
      ),
    ),
    unless: rxTest(
      anyWord(
        'move', 'moving', 'moved', 'trip', 'travel', 'party', 'leaving for', 'flight', 'vacation', 'holiday', 'graduat[a-z]*', 'new job', 'semester',
        'class', 'school', 'office', 'farewell party', 'going away', 'abroad', 'retire', 'retiring', 'retirement', 'wedding', 'visit', 'shift',
        'camp',
      ),
    ),
    examples: { match: ['Goodbye cruel world.', 'Saying my goodbyes to everyone tonight before I go.'],
      noMatch: ["I'm saying goodbye to everyone tonight before my flight.", "My band's new song is called 'Goodbye Cruel World'."] },
  },
  {
    id: 'ideation.not-around-much-longer', tier: 'ideation', subject: 'inherent', upgrade: 'timing',
    triggers: [
      'problem', 'burden', 'bother', 'around', 'here', 'alive', 'bothering', 'worry', 'deal', 'hear', 'see', 'gone', 'way', 'nuisance', 'pain',
      'dead', 'free', 'me',
    ],
    requires: ['will', 'would', 'not', 'never', 'no', 'nobody', 'going'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('will not', 'not going to', 'will no longer', 'am not going to')} be ${FILLER}`,
        anyOf(
          `a ${anyOf('problem', 'burden', 'bother', 'nuisance', 'worry', 'pain')}`,
          'anyone problem', 'your problem', 'around', 'here', 'alive',
          `bothering ${anyOf('anyone', 'anybody', 'you', 'you all', 'them', 'everyone', 'people')}`,
          `in ${anyOf('your', 'anyone', 'their', 'the')} way`,
        ),
        `${gap(4)} `,
        anyOf(
          'much longer',
          `for ${optional('much ')}longer`,
          'for long', 'long', 'soon',
          `after ${anyOf('tonight', 'today', 'this week', 'tomorrow')}`,
          `by ${anyOf('tomorrow', 'morning', 'next week', 'the weekend')}`,
          `to see ${anyOf('it', 'the', 'my', 'next', 'another', 'tomorrow')}`,
        ),
        String.raw`\b`,
      ),
      seq(
        String.raw`\b${anyOf('not', 'no one', 'nobody', 'never', 'no more', 'will not', `won't`)} `,
        `${optional('will ', 'would ', 'is going to ', 'going to ')}${anyOf('have', 'need', 'has')} to `,
        anyOf('worry about', 'deal with', 'put up with', 'take care of', 'look after', 'hear from', 'bother with', 'think about', 'care about', 'see'),
        ` me ${anyOf('again', 'anymore', 'any more', 'much longer', 'for long', 'soon', `after ${anyOf('tonight', 'today', 'this')}`, 'ever again')}`,
        String.raw`\b`,
      ),
      seq(
        String.raw`\b${anyOf('you', 'they', 'everyone', 'you all', 'people', 'no one', 'nobody')} `,
        `${anyOf('will', 'would', 'is going to', 'are going to')} ${optional('never ', 'not ')}${anyOf('hear from', 'see')} me `,
        String.raw`${anyOf('again', 'anymore', 'no more')}\b`,
      ),
      seq(
        String.raw`\b${anyOf('soon', 'by tomorrow', 'by morning', 'after tonight', 'before long')} i will be `,
        anyOf(
          'gone', 'dead',
          `out of ${anyOf('your', 'everyone', 'everybody', 'their', 'the')} ${anyOf('way', 'life', 'lives', 'hair')}`,
          'free of this life',
        ),
        String.raw`\b`,
      ),
      seq(
        String.raw`\bi will be `,
        anyOf(
          'gone', 'dead',
          `out of ${anyOf('your', 'everyone', 'everybody', 'their')} ${anyOf('way', 'life', 'lives', 'hair')}${optional(' for good')}`,
          'free of this life',
        ),
        ' ',
        anyOf(
          'soon',
          `by ${anyOf('tomorrow', 'morning', 'the morning', 'the weekend', 'friday', 'monday', 'sunrise')}`,
          'tomorrow', 'tonight',
          `before ${anyOf('morning', 'long')}`,
          'forever', 'for good',
        ),
        String.raw`\b`,
      ),
    ),
    examples: { match: ["I won't be around much longer.", "Soon I'll be out of everyone's way."],
      noMatch: ["My best friend texted me 'I won't be around much longer'.", "I'll be around much longer than you think."] },
  },
  {
    id: 'ideation.want-to-die', tier: 'ideation', subject: 'check', hyperbole: true, upgrade: 'timing',
    triggers: [
      'die', 'dead', 'death', 'dying', 'living', 'alive', 'exist', 'hope', 'hoping', 'pray', 'praying', 'wish', 'wishing', 'wishes', 'wished',
      'hopes', 'hoped', 'prays', 'prayed', 'wants',
    ],
    pattern: rx(
      seq(
        String.raw`\b${WANT} ${FILLER}${optional('to ')}${FILLER}`,
        String.raw`${anyOf('die', 'be dead', 'drop dead', 'stop living', 'not be alive anymore', 'be dead already')}\b`,
        notFollowedBy(
          seq(
            ' ',
            anyOf(
              'of', 'from', 'laughing', 'inside', 'a little', 'happy', 'old', 'peacefully at',
              `at ${anyOf(String.raw`\d+`, 'a ripe')}`,
              'surrounded',
              `in ${anyOf('my', 'a')} ${optional('sleep ')}${anyOf('at', 'when i am old')}`,
              seq(
                'than ',
                notFollowedBy(
                  seq(
                    anyOf(
                      'live', 'living', 'go on', 'going on', 'keep', 'keeping', 'continue', 'continuing', 'feel', 'feeling', 'face', 'facing',
                      'spend', 'spending', 'wake up', 'waking up', 'be alive', 'be here', 'stay', 'staying', 'suffer', 'suffering', 'deal', 'dealing',
                      'go back', 'going back', 'be like this', 'be me', 'be this', 'exist',
                    ),
                    String.raw`\b`,
                  ),
                ),
              ),
            ),
          ),
        ),
      ),
      seq(
        String.raw`\b`,
        anyOf(
          'want', 'wish for', 'wishing for', 'pray for', 'praying for', 'long for', 'longing for', 'beg for', 'begging for', 'crave', 'craving',
          'welcome', 'welcoming', 'ready for', 'look forward to',
        ),
        String.raw` ${anyOf('death', 'my death', 'my own death', 'to be dead')}\b`,
      ),
      String.raw`\blet me ${optional('just ')}${anyOf('die', 'be dead', 'not wake up')}\b`,
      String.raw`\bcan not wait ${anyOf('to die', 'until i die', `for ${anyOf('death', 'the day i die')}`)}\b`,
      seq(
        String.raw`\bfeel like ${anyOf('dying', 'i want to die', 'i should die', 'i should be dead')}\b`,
        notFollowedBy(` ${anyOf('my', 'your', 'her', 'his')} ${anyOf('hair', 'clothes', 'shirt', 'shoes')}`),
      ),
      String.raw`\bwhy ${anyOf('can not', 'could not', 'will not', 'do not', 'did not', 'can')} i ${FILLER}${anyOf('die', 'be dead', 'just die')}\b`,
      seq(
        String.raw`\bwish${optional('ed', 'ing', 'es')} ${optional('that ')}i ${anyOf('was', 'were', 'had been', 'could be', 'would be')} `,
        String.raw`${anyOf('dead', 'killed')}\b`,
      ),
      seq(
        String.raw`\bwish${optional('ed', 'ing', 'es')} ${optional('that ')}i ${anyOf('could', 'would', 'can', 'might')} ${FILLER}`,
        String.raw`${anyOf('die', 'be dead', 'drop dead')}\b${notFollowedBy(` ${anyOf('of', 'from', 'laughing', 'inside')}`)}`,
      ),
      String.raw`\bi ${anyOf('should', 'deserve to', 'ought to')} ${optional('just ')}${anyOf('be dead', 'die')}\b`,
      seq(
        String.raw`\b${anyOf('hope', 'hopes', 'hoped', 'hoping', 'pray', 'prays', 'prayed', 'praying', 'wish', 'wishes', 'wished', 'wishing')} `,
        `${optional('that ')}i ${FILLER}`,
        anyOf(
          'die', 'would die', 'will die', 'get killed', 'do not make it', 'would not make it', 'will not make it',
          `get ${anyOf('hit', 'run over', 'killed')}`,
          `got ${anyOf('hit', 'run over', 'killed')}`,
          'get cancer', 'got cancer', 'get sick and die', 'get sick and never recover', 'never recover', 'do not recover', 'just stop breathing',
        ),
        String.raw`\b`,
      ),
      seq(
        String.raw`\b${anyOf('rather', 'prefer to', 'better to', 'easier to', 'would sooner')} ${FILLER}`,
        anyOf('die', 'be dead', 'not be alive', 'not exist', 'not wake up'),
        followedBy(
          ' *$',
          seq(
            ' ',
            anyOf(
              seq(
                'than ',
                anyOf(
                  'live', 'living', 'go on', 'going on', 'keep', 'keeping', 'continue', 'continuing', 'feel', 'feeling', 'face', 'facing', 'spend',
                  'spending', 'wake up', 'waking up', 'be alive', 'be here', 'stay', 'staying', 'suffer', 'suffering', 'deal', 'dealing', 'go back',
                  'going back', 'be like this', 'be me', 'exist',
                ),
              ),
              seq(
                'than (?:[a-z]+ ){0,5}?',
                anyOf(
                  'like this', 'this way', 'anymore',
                  `another ${anyOf('day', 'week', 'month', 'year')}`,
                  'this pain', 'this life', 'this hell', 'alive', 'living', 'my life',
                ),
              ),
              'honestly', 'tbh', 'right now', 'now', 'at this point', 'and', 'but', 'i', 'to be honest', 'sometimes',
            ),
            String.raw`\b`,
          ),
        ),
      ),
    ),
    examples: { match: ['I want to die.', 'I wish I was dead.'],
      noMatch: ["I don't want to die.", 'My friend told me she wants to die.', 'This hangover, I want to die.'] },
  },
  {
    // A wish to die with any of the small words people put in between ("I keep wishing to god I was dead").
    id: 'ideation.wish-to-die', tier: 'ideation', subject: 'check', hyperbole: true, upgrade: 'timing',
    triggers: ['die', 'dead', 'breathing', 'wake', 'living', 'myself', 'life', 'all'],
    requires: [
      'want', 'wanna', 'wish', 'wishes', 'wished', 'wishing', 'hope', 'hoping', 'pray', 'praying', 'need', 'ready', 'deserve', 'longing', 'long',
      'yearn', 'yearning', 'crave', 'craving', 'tempted', 'begging', 'beg', 'hopes', 'hoped', 'prays', 'prayed', 'wants', 'wanted',
    ],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(
          'want', 'wants', 'wanted', 'wanting', 'wanna', 'wish', 'wishes', 'wished', 'wishing', 'hope', 'hopes', 'hoped', 'hoping', 'pray', 'prayed',
          'praying', 'need', 'needs', 'ready', 'deserve', 'deserves', 'longing', 'long', 'yearn', 'yearning', 'crave', 'craving', 'tempted',
          'begging', 'beg',
        ),
        `${WISH_GAP} `,
        anyOf(
          'die', 'be dead', 'was dead', 'were dead', 'drop dead', 'stop breathing',
          `not wake up${NOT_ABOUT_THE_HOUR}`,
          `never wake up${NOT_ABOUT_THE_HOUR}`,
          'stop living', 'end it all', 'end my life', 'kill myself',
        ),
        String.raw`\b`,
        notFollowedBy(
          seq(
            ' ',
            anyOf(
              'of', 'from', 'laughing', 'inside', 'a little', 'happy', 'old', 'for', 'hard',
              `in ${anyOf('a', 'the', 'my')} ${anyOf('game', 'movie', 'show', 'book', 'story', 'dream')}`,
            ),
          ),
        ),
      ),
    ),
    examples: { match: ['I keep wishing to god I was dead.', 'I just want to stop breathing.'],
      noMatch: ["I don't want to die.", 'My dad keeps talking about wanting to die.'] },
  },
  {
    // Thinking about or wishing for one's own death, with small words between ("I dream a lot about dying").
    id: 'ideation.dwelling-on-dying', tier: 'ideation', subject: 'check', hyperbole: true,
    triggers: ['dying', 'death', 'dead', 'myself', 'suicide', 'existing', 'alive', 'waking', 'ending', 'life', 'all'],
    requires: [
      'think', 'thinking', 'thought', 'thoughts', 'dream', 'dreaming', 'dreamt', 'fantasize', 'fantasizing', 'fantasise', 'fantasising', 'imagine',
      'imagining', 'obsess', 'obsessing', 'obsessed', 'plan', 'planning', 'want', 'wanting', 'wish', 'wishing', 'hope', 'hoping', 'pray', 'praying',
      'longing', 'craving', 'hopes', 'hoped', 'prays', 'prayed', 'wishes', 'wished', 'wants', 'wanted',
    ],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(
          'think', 'thinking', 'thought', 'thoughts', 'dream', 'dreaming', 'dreamt', 'fantasi[sz]e', 'fantasi[sz]ing', 'imagine', 'imagining',
          'obsess', 'obsessing', 'obsessed', 'plan', 'planning', 'want', 'wanting', 'wish', 'wishing', 'hope', 'hopes', 'hoped', 'hoping', 'pray',
          'praying', 'longing', 'craving',
        ),
        anyOf(
          seq(
            ' ',
            anyOf(
              'about', 'of', 'a', 'lot', 'so', 'much', 'often', 'again', 'every', 'day', 'night', 'constantly', 'always', 'sometimes', 'more', 'and',
              'with', 'on', 'over', 'for', 'myself',
            ),
          ),
        ),
        '{0,4} ',
        anyOf(
          'dying',
          `my ${optional('own ')}death`,
          'being dead', 'killing myself', 'ending my life', 'ending it all', 'my suicide', 'not existing', 'not being alive', 'not waking up',
        ),
        String.raw`\b${notFollowedBy(` ${anyOf('my', 'your', 'her', 'his', 'their')} ${anyOf('hair', 'clothes', 'shirt', 'shoes', 'eggs')}`)}`,
      ),
    ),
    unless: rxTest(
      seq(
        String.raw`\b${anyOf('scared', 'afraid', 'terrified', 'fear', 'fearful', 'worried', 'anxious', 'nervous', 'panic', 'panicking')} `,
        String.raw`${anyOf('of', 'about', 'that')}\b`,
      ),
    ),
    examples: { match: ['I fantasize about dying.', 'Thinking about ending my life again.'],
      noMatch: ["I'm not thinking about ending my life.", "I used to fantasize about dying, but that's over."] },
  },
  {
    id: 'ideation.not-alive-much-longer', tier: 'ideation', subject: 'check',
    triggers: [
      'alive', 'here', 'around', 'last', 'survive', 'died', 'dying', 'death', 'myself', 'suicide', 'existing', 'woken', 'killed', 'survived', 'die',
      'dead', 'ending',
    ],
    requires: ['think', 'doubt', 'sure', 'know', 'see', 'wish', 'wished', 'wishes', 'wishing', 'all'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('do not think', 'doubt', 'not sure', 'do not know if', 'do not see')} ${optional('that ')}i `,
        `${anyOf('will', 'am going to', 'would', 'will still')} ${anyOf('be alive', 'be here', 'be around', 'last', 'survive')}${gap(2)} `,
        String.raw`${anyOf('much longer', 'for long', 'long', 'by', 'next', 'until', 'till', 'to see', 'past', 'another', 'this year')}\b`,
      ),
      seq(
        String.raw`\bwish${optional('ed', 'es', 'ing')} ${optional('that ')}i ${anyOf('had', 'would have', 'could have')} ${optional('just ')}`,
        String.raw`${anyOf('died', 'not survived', 'never survived', 'never woken up', 'not woken up', 'been killed')}\b`,
      ),
      seq(
        String.raw`\ball i ${anyOf('think about', 'can think about', 'want', 'dream about', 'can think of', 'ever think about', 'want to do')} `,
        `${anyOf('is', 'are')} ${optional('to ')}`,
        anyOf('dying', 'die', 'death', 'killing myself', 'ending it', 'suicide', 'being dead', 'not being here', 'not existing', 'my death'),
        String.raw`\b`,
      ),
    ),
    examples: { match: ["I don't think I'll be alive much longer.", "I wish I'd died in that crash."],
      noMatch: ["My grandad doesn't think he'll be alive much longer.", "I used to think I wouldn't be alive much longer. Now I'm planning my wedding."] },
  },
  {
    id: 'ideation.death-as-relief', tier: 'ideation', subject: 'inherent',
    triggers: [
      'death', 'dying', 'dead', 'existing', 'nonexistence', 'existence', 'sleep', 'alive', 'waking', 'void', 'suicide', 'killing', 'ending', 'die',
      'being', 'disappearing', 'only', 'except', 'besides', 'way', 'escape', 'exit', 'option', 'choice', 'solution',
    ],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(
          'death', 'dying', 'being dead', 'not existing', 'nonexistence', 'non existence', 'eternal sleep', 'not being alive', 'not waking up',
          'the void', 'suicide', 'killing myself', 'ending it', 'ending my life', 'ending things', 'to die', 'not being here',
        ),
        ` ${FILLER}`,
        anyOf(
          'sounds', 'seems', 'feels', 'looks',
          `would ${anyOf('be', 'feel')}`,
          'will be', 'is', 'might be', 'could be', 'may be', 'would honestly be', 'would just be',
          `is starting to ${anyOf('sound', 'seem', 'look', 'feel')}`,
        ),
        ` ${FILLER}${optional('like ')}${optional('a ', 'an ', 'the ', 'such a ')}${optional('so ', 'really ', 'more ', 'much ', 'kind of ')}`,
        anyOf(
          'peace', 'bliss', 'heaven', 'paradise', 'sweet', 'calm', 'quiet', 'peaceful', 'nice', 'good', 'better', 'comforting', 'appealing',
          'tempting', 'inviting', 'welcome', 'relief', 'release', 'mercy', 'easier', 'freedom', 'gift', 'answer', 'blessing', 'escape', 'rest',
          'preferable', 'the answer', 'the only option', 'my only option', 'the only way', 'the way out', 'my way out',
        ),
        String.raw`\b`,
      ),
      seq(
        String.raw`\b`,
        `${anyOf('suicide', 'dying', 'death', 'killing myself', 'being dead', 'not existing', 'ending it', 'ending my life', 'not waking up')} `,
        `${anyOf('does not', 'do not', 'would not', 'is not', 'would not be', 'does not seem', 'does not sound', 'does not feel', 'is not that')} `,
        `${optional('sound ', 'seem ', 'feel ', 'look ', 'be ')}${optional('so ', 'that ', 'too ', 'all that ', 'as ', 'such a ')}`,
        String.raw`${anyOf('bad', 'scary', 'terrible', 'awful', 'frightening', 'painful', 'big deal', 'crazy')}\b`,
      ),
      seq(
        String.raw`\b`,
        anyOf(
          'death', 'dying', 'suicide', 'killing myself', 'ending it', 'ending my life', 'ending things', 'to die', 'not existing',
          `disappearing ${anyOf('for good', 'forever')}`,
          'not being here', 'not being alive',
        ),
        ' ',
        optional(
          'is', 'feels like', 'seems like', 'looks like', 'might be', 'may be', 'would be', 'could be', 'sounds like', 'is starting to feel like',
          'has become', 'became',
        ),
        ` ?${anyOf('the', 'my')} ${anyOf('only', 'best', 'last', 'easiest', 'one', 'single')} `,
        anyOf(
          'way out', 'option', 'answer', 'solution', 'escape', 'choice', 'way', 'thing left', 'exit', 'hope', 'relief',
          `way to ${anyOf('make', 'stop', 'end')} ${anyOf('it', 'this', 'the pain')}`,
        ),
        String.raw`\b`,
      ),
      seq(
        String.raw`\b${optional('the ', 'my ')}only `,
        `${anyOf('way out', 'option', 'answer', 'solution', 'escape', 'choice', 'exit', 'relief', 'way', 'thing')}${gap(6)} `,
        `${anyOf('is', 'would be', 'seems to be', 'might be', 'i see is', 'left is')} ${optional('to ')}${FILLER}`,
        anyOf(
          'die', 'death', 'dying', 'suicide', 'kill myself', 'killing myself', 'end it', 'ending it', 'end my life', 'not exist', 'not be here',
          'to die',
        ),
        String.raw`\b`,
      ),
      seq(
        String.raw`\b${anyOf('no', 'not see any', 'not see a', 'not find any', 'not find a', 'not any', 'there is no', 'not')} ${optional('other ')}`,
        `${anyOf('way out', 'escape', 'exit', 'option', 'choice', 'solution')}${gap(3)} `,
        `${anyOf('except', 'but', 'other than', 'besides', 'apart from')} ${FILLER}${optional('to ')}`,
        anyOf(
          'die', 'death', 'dying', 'suicide', 'killing myself', 'ending it', 'ending my life', 'end it', 'disappear', 'disappearing', 'not existing',
          `not being ${anyOf('here', 'alive', 'around')}`,
          'leaving this world', 'ending things',
        ),
        String.raw`\b`,
      ),
    ),
    examples: { match: ['Death is the only way out.', 'Death sounds peaceful right now.'],
      noMatch: ['Death is a natural part of life, the book says.', 'The only way out is through the back door.'] },
  },
  {
    id: 'ideation.easier-if-i-died', tier: 'ideation', subject: 'inherent',
    triggers: ['easier', 'better', 'simpler', 'relief', 'nice', 'best', 'kinder', 'fair', 'good', 'peaceful'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('easier', 'better', 'simpler', 'a relief', 'nice', 'best', 'kinder', 'fair', 'good', 'peaceful')} `,
        `${optional(`for ${anyOf('everyone', 'everybody', 'them', 'all of us', 'my family')} `)}${anyOf('to', 'if i')} ${FILLER}`,
        anyOf(
          'die', 'died', 'not be alive', 'not live', 'was dead', 'were dead', 'was gone', 'were gone', 'not exist', 'did not exist', 'ended it',
          'end it', 'disappeared', 'disappear', 'not wake up', 'did not wake up', 'was not here', 'were not here', 'not be here', 'was never born',
          'had never been born', 'stopped existing', 'was not born', 'were not born', 'was not alive', 'were not alive', 'was not around',
          'were not around', 'never existed', 'had not been born',
        ),
        String.raw`\b`,
      ),
    ),
    unless: rxTest(String.raw`\beasier to ${anyOf('disappear', 'not exist')} ${anyOf('from', `for ${anyOf('a', 'the')}`, 'on')}\b`),
    examples: { match: ['Life would be easier for everyone if I were dead.', "It'd be easier for everyone if I just wasn't here."],
      noMatch: ['It would be easier if I had a car.', 'It would be easier to disappear for a weekend than explain.'] },
  },
  {
    id: 'ideation.passive-death-wish', tier: 'ideation', subject: 'check',
    triggers: [
      'wish', 'wishing', 'wished', 'hope', 'hoping', 'pray', 'praying', 'want', 'wanted', 'wanting', 'mind', 'care', 'love', 'nice', 'only', 'fine',
      'okay', 'ok', 'happy', 'glad', 'relieved', 'welcome', 'sad', 'hopes', 'hoped', 'prays', 'prayed', 'wishes', 'wants',
    ],
    requires: ['me', 'by'],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(
          'wish', 'wishes', 'wishing', 'wished', 'hope', 'hopes', 'hoped', 'hoping', 'pray', 'prays', 'prayed', 'praying', 'want', 'wanted',
          'wanting', 'would not mind if', 'would not care if', 'do not care if',
          `would be ${anyOf('fine', 'okay', 'ok', 'happy', 'glad', 'relieved')} if`,
          'would welcome it if', 'would not be sad if',
        ),
        ` ${optional('that ')}`,
        optional(
          'a ', 'an ', 'some ', 'the ', 'someone ', 'somebody ', 'something ', 'god ', 'a stranger ', 'lightning ', 'an asteroid ', 'a meteor ',
        ),
        optional(
          'car', 'bus', 'truck', 'lorry', 'train', 'drunk driver', 'bullet', 'plane', 'tree', 'meteor', 'asteroid', 'lightning', 'someone',
          'somebody', 'something', 'god', 'stranger',
        ),
        ` ?${anyOf('would ', 'will ', 'could ', 'to ', 'just ')}*`,
        anyOf(
          'hit', 'hits', 'kill', 'kills', 'run me over', 'runs me over', 'take', 'takes', 'end', 'ends', 'strike', 'strikes', 'shoot', 'shoots',
          'fall on', 'stab', 'stabs',
        ),
        String.raw` me\b`,
        notFollowedBy(
          ` ${anyOf('up', 'back', 'now lol', `with ${anyOf('a', 'their', 'his', 'her')} ${anyOf('joke', 'jokes', 'question', 'questions')}`)}`,
        ),
      ),
      seq(
        String.raw`\b`,
        anyOf(
          'wish', 'wishing', 'hope', 'hopes', 'hoped', 'hoping', 'pray', 'praying', 'want', 'would not mind', 'would not care if', 'do not care if',
          'would be nice to', 'would love to',
          `if only i ${anyOf('could', 'would')}`,
        ),
        ` ${optional('that ')}i ${FILLER}${anyOf('got', 'get', 'would get', 'could get', 'were', 'was', 'will get')} `,
        String.raw`${anyOf('hit', 'run over', 'killed', 'struck')} by\b`,
      ),
    ),
    unless: rxTest(
      `${anyOf('^', String.raw`\bugh `, String.raw`\bplease `)}${optional('just ')}kill me${optional(' now', ' already')}${followedBy(' *$')}`,
      String.raw`\bkill me now\b`,
      String.raw`\btake me ${anyOf('home', 'out', 'back', 'to')}\b`,
      String.raw`\bhit me up\b`,
    ),
    examples: { match: ['I hope a truck hits me.', 'I wish someone would just kill me.'], noMatch: ['Ugh, just kill me now.', "Hit me up when you're free."] },
  },
  {
    id: 'ideation.kill-self', tier: 'ideation', subject: 'inherent', upgrade: 'decision', triggers: ['myself', 'life', 'existence'],
    pattern: rx(String.raw`\b${KILL_SELF}\b`),
    unless: rxTest(
      seq(
        String.raw`\b${anyOf('am', 'been', 'was', 'were', 'are', 'keep', 'kept')} killing myself `,
        anyOf(
          'at', 'over', 'with', 'for', 'trying',
          `to ${anyOf('get', 'finish', 'make', 'meet', 'keep', 'pay', 'hit', 'impress', 'please', 'catch', 'be ready', 'save', 'stay')}`,
          'studying', 'working', 'at work',
        ),
        String.raw`\b`,
      ),
      String.raw`\bkill${optional('ed', 'ing')} myself ${anyOf('laughing', 'at the gym', 'at work', 'working', 'studying')}\b`,
      String.raw`\bcould ${optional('just ')}kill myself for\b`,
      String.raw`\bend my life ${anyOf('story', 'insurance')}`,
      String.raw`\btak${anyOf('e', 'ing')} my life ${anyOf('back', 'into my own hands', 'seriously', 'in a new direction')}`,
      String.raw`\bend${optional('ing')} myself ${anyOf('up', 'in')}\b`,
    ),
    examples: { match: ['I want to kill myself.', 'I want to end my life.', 'i should just kms'],
      noMatch: ["I'd never take my own life.", "I'm killing myself at the gym this month.", 'You should kys'] },
  },
  {
    id: 'ideation.end-it', tier: 'ideation', subject: 'check', upgrade: 'decision', triggers: ['end', 'ending', 'ends'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('end', 'ends', 'ending')} `,
        anyOf(
          'it all',
          `everything${notFollowedBy(` ${anyOf('with', 'between', 'on', 'for', 'off', 'at', 'in', 'we')}`)}`,
          seq(
            'it',
            anyOf(
              PHRASE_END,
              ' once and for all', ' for real',
              seq(
                ` at ${anyOf(String.raw`\d{1,2}${optional(String.raw` \d\d`)}${optional(' ?[ap]m')}`, 'midnight', 'dawn', 'sunrise', 'sunset')}`,
                String.raw`\b`,
              ),
              ` ${optional('on ')}${anyOf('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday')}`,
              ` on ${anyOf('my birthday', 'the weekend')}`,
              ` ${anyOf('tomorrow', 'tonight', 'this evening', 'in the morning')}`,
              ` this ${anyOf('weekend', 'week', 'friday', 'saturday', 'sunday')}`,
              ` next ${anyOf('week', 'weekend')}`,
            ),
          ),
          seq(
            'things',
            notFollowedBy(
              seq(
                ' ',
                anyOf(
                  'with', 'between', 'on', 'for', 'off', 'at', 'in', 'here', 'there', 'properly', 'early', 'differently', 'well', 'badly', 'nicely',
                ),
                String.raw`\b`,
              ),
            ),
          ),
        ),
      ),
    ),
    unless: rxTest(
      seq(
        String.raw`\b${anyOf('end', 'ending')} it ${optional(`${anyOf('at', 'on', 'by', 'after')} [a-z0-9]+ ${optional('[ap]m ')}`)}`,
        String.raw`${anyOf('with', 'between')}\b`,
      ),
      seq(
        String.raw`\b`,
        anyOf(
          'movie', 'film', 'show', 'book', 'series', 'season', 'story', 'game', 'meeting', 'relationship', 'marriage', 'friendship', 'engagement',
          'contract', 'call', 'conversation', 'argument', 'fight', 'game', 'war', 'strike', 'lease', 'subscription',
        ),
        String.raw`\b(?: [a-z]+){0,3} ${anyOf('end', 'ends', 'ending')}\b`,
      ),
    ),
    examples: { match: ['I want to end it all.', 'Thinking of ending things.', "i'm going to end it thursday night"],
      noMatch: ['I have zero intention of ending it.', "The guy at work said he's thinking of ending it.", 'I want to end things with my boyfriend.'] },
  },
  {
    id: 'ideation.suicide', tier: 'ideation', subject: 'check', upgrade: 'decision', triggers: ['suicide', 'suicidal', 'ideation'],
    pattern: rx(
      String.raw`\bsuicidal\b${notFollowedBy(String.raw` ${OTHER_PERSON}\b`)}`,
      // Therapy's word for it, said of oneself: "ideation back. strong.", "had ideation last night".
      seq(
        String.raw`\bideation\b`,
        notFollowedBy(` ${anyOf('in', 'among', 'rates?', 'screening', 'scales?', 'research', 'studies', 'study', 'items?', 'questions?', 'module')}\\b`),
      ),
      seq(
        String.raw`\b`,
        anyOf(
          'think', 'thinking', 'thought', 'thoughts', 'considering', 'considered', 'consider', 'contemplating', 'contemplated', 'contemplate',
          'planning', 'planned', 'plan', 'plans', 'fantasizing', 'fantasize', 'fantasising', 'fantasise', 'obsessing', 'dreaming', 'researching',
          'idea', 'ideas', 'urges?', 'tempted by', 'desire', 'researched', 'googling', 'googled', 'leaning towards', 'close to',
        ),
        String.raw` ${optional('about ', 'of ', 'on ', 'over ')}${optional('my ', 'committing ', 'attempting ', 'doing ', ``)}suicide\b`,
        notFollowedBy(
          seq(
            ' ',
            anyOf(
              'rates?', 'statistics', 'prevention', 'awareness', 'hotline', 'hotlines', 'lines?', 'squad', 'mission', 'survivors?', 'loss',
              'bereavement',
              `in ${anyOf('the', 'my', 'a')} ${anyOf('book', 'novel', 'movie', 'story', 'class', 'film', 'show', 'song')}`,
            ),
          ),
        ),
      ),
      seq(
        String.raw`\bsuicide `,
        anyOf(
          'is', 'feels', 'seems', 'looks', 'sounds', 'has been', 'keeps', 'is always', 'has always been', 'is becoming',
          `is starting to ${anyOf('feel', 'look', 'seem', 'sound')}`,
          'keeps being',
        ),
        ` ${FILLER}${optional('like ')}`,
        anyOf(
          'on my mind',
          `the ${anyOf('only', 'best', 'easiest', 'right', 'last')} ${anyOf('answer', 'option', 'way', 'choice', 'solution', 'thing')}`,
          `my ${anyOf('only', 'best', 'last')} ${anyOf('answer', 'option', 'way', 'choice', 'solution', 'hope')}`,
          'an option', 'the answer', 'the way out', 'my way out', 'appealing', 'tempting', 'better', 'easier', 'inviting',
          `calling ${anyOf('me', 'to me')}`,
          'crossing my mind', 'on the table', 'in my head', 'in my thoughts', 'attractive', 'peaceful', 'a relief', 'popping into my head',
          'coming back',
        ),
      ),
      String.raw`\b${anyOf('commit', 'committing', 'do', 'doing')} suicide\b`,
      String.raw`\b${anyOf('want', 'wants', 'wanna', 'going', 'gonna', 'about', 'plan', 'ready', 'need')} to ${optional('commit ')}suicide\b`,
      String.raw`\bsuicide ${anyOf('is', 'has been', 'was')} ${anyOf('on', 'in')} my ${anyOf('mind', 'head', 'thoughts')}\b`,
    ),
    // Work about suicide, and someone else the speaker worries about, are not the speaker's thoughts.
    unless: rxTest(
      String.raw`\bsuicide ${anyOf('risk', 'prevention', 'assessments?', 'screenings?', 'training', 'awareness')}\b`,
      seq(
        String.raw`\b`,
        anyOf(
          'friend', 'someone', 'somebody', 'person', 'brother', 'sister', 'son', 'daughter', 'partner', 'mum', 'mom', 'dad', 'student', 'patient',
          'client', 'he', 'she', 'they',
        ),
        `s? ${anyOf('who', 'that')} ${optional('i think ', 'i am worried ', 'i fear ')}${anyOf('might', 'may', 'could', 'is', 'are', 'seems?')} `,
        String.raw`${optional('be ')}suicidal\b`,
      ),
    ),
    examples: { match: ['ideation back. strong. 2am.', "I'm suicidal.", 'I think about suicide a lot.', "I've been feeling suicidal again."],
      noMatch: ['Our lecture covered ideation rates in teenagers.', "I'm not suicidal.", 'My friend is suicidal, what do I do?',
        'We did suicide prevention training at work.'] },
  },
  {
    id: 'ideation.suicide-noun', tier: 'ideation', subject: 'inherent', triggers: ['suicide'],
    pattern: rx(String.raw`\bmy ${optional('own ')}suicide\b${notFollowedBy(` ${anyOf('prevention', 'awareness', 'research', 'squad')}`)}`),
    examples: { match: ["I'm writing my suicide note.", 'I keep planning my own suicide.'],
      noMatch: ['My suicide attempt was 10 years ago. I speak at schools about it now.', "I'm reading about suicide prevention."] },
  },
  {
    id: 'ideation.fantasizing-death', tier: 'ideation', subject: 'check',
    triggers: [
      'fantasize', 'fantasizes', 'fantasizing', 'fantasized', 'fantasise', 'fantasises', 'fantasising', 'fantasised', 'daydream', 'daydreams',
      'daydreaming', 'daydreamed', 'dream', 'dreaming', 'imagine', 'imagining', 'picture', 'picturing', 'obsess', 'obsessing', 'romanticize',
      'romanticizing', 'romanticise', 'romanticising',
    ],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(
          'fantasi[sz]e', 'fantasi[sz]es', 'fantasi[sz]ing', 'fantasi[sz]ed', 'daydream', 'daydreams', 'daydreaming', 'daydreamed', 'dream',
          'dreaming', 'imagine', 'imagining', 'picture', 'picturing', 'obsess', 'obsessing', 'romantici[sz]e', 'romantici[sz]ing',
        ),
        ` ${optional('about ', 'of ', 'over ')}`,
        anyOf(
          'dying', 'death', 'being dead',
          `my ${optional('own ')}${anyOf('death', 'funeral', 'suicide')}`,
          `not ${anyOf('existing', 'being here', 'being alive', 'waking up')}`,
          `ending ${anyOf('it', 'my life', 'things', 'everything')}`,
          'killing myself', 'suicide',
        ),
        String.raw`\b`,
      ),
    ),
    unless: rxTest(
      String.raw`\b${anyOf('had', 'have', 'having')} ${anyOf('a', 'this', 'the', 'another', 'weird', 'bad', 'scary')} ${anyOf('dream', 'nightmare')}`,
      String.raw`\bdream ${anyOf('job', 'house', 'wedding', 'death metal')}`,
    ),
    examples: { match: ['I keep fantasising about my own death.', 'I keep imagining ending my life.'],
      noMatch: ["I used to fantasize about dying, but that's over.", 'I had a dream about dying last night.'] },
  },
  {
    // "The voice that says kill yourself is getting louder": a voice telling the speaker to die.
    id: 'ideation.command-voices', tier: 'ideation', subject: 'check', triggers: ['voice', 'voices'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('voice', 'voices')}${gap(4)} `,
        anyOf('says?', 'saying', 'said', 'tells? me', 'telling me', 'told me', `keeps? ${anyOf('telling me', 'saying')}`, 'whispers?', 'whispering'),
        `${optional(' to', ' that i should', ' i should', ' i need to', ' i have to')} `,
        anyOf(
          `kill ${anyOf('myself', 'yourself')}`,
          'die', 'end it',
          `end ${anyOf('my', 'your')} life`,
          `hurt ${anyOf('myself', 'yourself')}`,
          `cut ${anyOf('myself', 'yourself')}`,
          'jump',
        ),
        String.raw`\b`,
      ),
    ),
    examples: { match: ['The voice that says kill yourself is getting louder.', 'The voices keep telling me to end it.'],
      noMatch: ['The voice in my head tells me to eat more vegetables.', 'The voices in the movie told him to jump.'] },
  },
  {
    id: 'ideation.only-death-wanted', tier: 'ideation', subject: 'inherent', hyperbole: true, triggers: ['death', 'die', 'dying'],
    pattern: rx(
      loose(anyOf('only', 'just'), anyOf('death', 'to die', 'die', 'dying'), 'i', anyOf('want', 'wish', 'need', 'ask for', 'think about', 'pray for')),
      loose('i', anyOf('want', 'wish', 'need', 'ask for', 'pray for'), anyOf('only', 'just'), anyOf('death', 'to die', 'die', 'dying')),
    ),
    examples: { match: ['only death I want now', 'i want only death', 'Just to die I wish.'],
      noMatch: ['The only death I want to read about is in my crime novel.', 'only the death scene in the film made me cry'] },
  },
  {
    id: 'ideation.finish-my-life', tier: 'ideation', subject: 'check', upgrade: 'decision',
    triggers: ['finish', 'finishing', 'finished', 'stop', 'stopping', 'off', 'remove', 'removing', 'with', 'me'],
    // Learners' words for ending one's life: "I am thinking to finish my life".
    pattern: rx(
      // "I think many times to kill me": a learner's "me" for "myself", after the speaker's own verb.
      seq(
        String.raw`\bi ${gap(4)}${anyOf('think', 'thinking', 'want', 'wanna', 'wish', 'try', 'trying', 'tried', 'plan', 'planning', 'decide', 'decided')}`,
        String.raw`${gap(3)} to ${anyOf('kill', 'finish', 'end')} me\b`,
      ),
      seq(
        anyWord('finish', 'finishing', 'stop', 'stopping', 'end with', 'ending with', 'finish with', 'take off', 'remove'),
        ` ${anyOf('my life', 'my own life', 'myself', 'my existence', 'with my life')}\\b`,
      ),
    ),
    unless: rxTest(String.raw`\bmy life ${anyOf('story', 'insurance', 'savings', 'coach')}\b`),
    examples: { match: ['I am thinking to finish my life', 'tomorrow I finish with my life', 'I think many times to kill me'],
      noMatch: ['I finished my life insurance forms today', 'she wants to finish her life story'] },
  },
  {
    id: 'ideation.kill-me-request', tier: 'concern', subject: 'inherent', hyperbole: true, triggers: ['kill'],
    requires: ['me'],
    // Asking to be killed: often hyperbole ("someone kill me, this lecture"), so a check, not the card.
    pattern: rx(
      seq(
        anyWord(
          'please', 'pls', 'plz', 'can you', 'could you', 'would you', 'will you', 'somebody', 'someone', 'anyone', 'i want you to',
          'i need you to', 'i want someone to', 'i need someone to', 'i wish someone would', 'i beg you',
        ),
        ` ${optional('just ', 'please ')}kill me${optional(' please', ' now', ' already')}`,
        followedBy(' *$', String.raw` ${anyOf('i', 'and', 'because', 'honestly', 'for real', 'seriously')}\b`),
      ),
    ),
    examples: { match: ['please kill me', 'can you kill me', 'I want someone to kill me'],
      noMatch: ['my mum would kill me if she found out', 'can you kill me in the game so I respawn'] },
  },
  {
    id: 'ideation.understands-those-who-did', tier: 'ideation', subject: 'inherent', scope: 'sentence', triggers: ['lives', 'themselves', 'suicide', 'life'],
    requires: ['get', 'understand', 'envy', 'jealous', 'sense'],
    // Taking the side of people who ended their lives: "i get it now", "i understand why".
    pattern: rx(
      seq(
        String.raw`\b${anyOf('people', 'those', 'someone', 'others', 'anyone', 'men', 'women')} who `,
        anyOf('ended their lives', 'end their lives', 'ended their own lives', 'take their own lives', 'took their own lives', 'kill themselves',
          'killed themselves', 'took their lives', 'commit suicide', 'committed suicide', 'died by suicide'),
        String.raw`(?: [a-z]+| ,){0,10}? ${anyOf('i get it', 'i get why', 'i understand', 'i envy', 'i am jealous', 'it makes sense', 'makes sense to me')}\b`,
      ),
      seq(
        String.raw`\bi ${optional('finally ', 'really ', 'totally ', 'now ')}${anyOf('get', 'understand', 'see')} ${optional('now ')}why `,
        anyOf('people kill themselves', 'people commit suicide', 'people end their lives', 'people end it', 'people take their own lives',
          'someone would kill themselves', 'someone would end it', 'he did it', 'she did it', 'they did it'),
        String.raw`\b`,
      ),
    ),
    examples: { match: ["i've been reading about people who ended their lives because of chronic pain and i get it now",
        'I finally understand why people kill themselves.'],
      noMatch: ['I volunteer with people who lost someone who died by suicide, and I understand grief better now', 'I get why people love this show'] },
  },
];
