/** The library's answers: well-formed, and found for the questions they answer and only those. */
import { ANSWERS, findAnswer } from '../../../frontend/src/features/ai-coaching/engine/library';
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { expectClean, itFindsEach, itFindsNothing, normalize, TECHNIQUE_IDS } from './library-helpers';
import { all, unless } from '../../../frontend/src/features/ai-coaching/engine/library/match-all';

describe('ANSWERS', () => {
  it('has at least 30 well-formed answers with unique ids and known techniques', () => {
    expect(ANSWERS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(ANSWERS.map((answer) => answer.id)).size).toBe(ANSWERS.length);
    for (const answer of ANSWERS) {
      expectClean(answer.text);
      expectClean(answer.followUp);
      expect(answer.followUp).toMatch(/\?$/);
      const sentences = answer.text.match(/[.?!](?= [A-Z]|$)/g) ?? [];
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(8);
      if (answer.technique) expect(TECHNIQUE_IDS).toContain(answer.technique);
    }
  });

  it('answers the email-in-bed question with a view, the reason and habits to try', () => {
    const answer = findAnswer(normalize('is it bad that i check my work email in bed?'));
    expect(answer?.text).toMatch(/^Honestly, yes/);
    expect(answer?.text).toMatch(/switch off/);
    expect(answer?.text).toMatch(/cut-off time/);
    expect(answer?.text).toMatch(/outside the bedroom/);
    expect(answer?.text).toMatch(/shutdown ritual/);
  });

  it('gives opening lines and a way out for a party', () => {
    const answer = findAnswer(normalize('what should i actually say to people when i walk in?'));
    expect(answer?.id).toBe('social-opening-lines');
    expect(answer?.text.match(/'[^']*?[?]'/g)?.length).toBeGreaterThanOrEqual(3);
    expect(answer?.text).toMatch(/To leave a conversation/);
  });

  it('gives jaw release steps with muscle relaxation to follow', () => {
    const answer = findAnswer(normalize('is there something specific i can do for jaw tension?'));
    expect(answer?.text).toMatch(/jaw/);
    expect(answer?.technique).toBe('progressive-muscle-relaxation');
  });

  itFindsEach(findAnswer, [
    ['wife wants to sell the house. i dont. we built the veranda ourself. who is right?', 'my-fault'],
    ['is normal? i am 52, not a child', 'is-it-normal'],
    ['Normal?', 'is-it-normal'],
    ['Is it foolish to start at my age? My doctor said my knees are fine for walking', 'too-old-to-start'],
    ['Would you help me make a small routine for the match day? I get very nervous and then my hands are cold.', 'event-day-routine'],
    ['can you give me a plan for the morning of the exam, i always panic', 'event-day-routine'],
    ["Can you help me word a message to the team explaining how it'll work? Needs to go on the staff WhatsApp.", 'group-message'],
    ["Can you help me word the note? Short, it's going in the window next to the poster.", 'group-message'],
    ["Ok. I'll post in the church moms group, a few of them asked. Can you help me write the post?", 'group-message'],
    ["Can you help me break it into small steps I can do one evening at a time? I'm on the road Monday to Wednesday.", 'task-in-sittings'],
    ['can you help me break the form into steps. i have tonight after they are in bed, maybe 2 hours', 'task-in-sittings'],
    ['Can you help me split it into small bits so I can do one section a night this week?', 'task-in-sittings'],
    ['any stretches i can do at my desk? only have 5 min', 'desk-stretches'],
    ['my neck is killing me from sitting at the laptop all day, what can i do', 'desk-stretches'],
    ['can u give me a stretch for my lower back, i sit all day', 'back-stretches'],
    ['how long do i hold it? one leg or both together?', 'stretch-hold'],
    ['what even is the pomodoro thing', 'pomodoro'],
    ['does it have to be 25 mins and 5 min break or can i do 20', 'pomodoro'],
    ['how many hours a day should i revise, i have school til 4', 'study-hours'],
    ['so breathe in for 4 and out for 6? or do i hold in between', 'longer-exhale'],
    ['does breathing actually work when the panic is happening or only when im calm', 'breathing-mid-panic'],
    ['should i text her or tell her in person', 'text-or-in-person'],
    ['would it be better to talk to my wife first before saying anything to her dad?', 'talk-to-ally-first'],
    ["should I talk to his dad first? we don't really agree on rules", 'talk-to-ally-first'],
    ['should i take leave after the launch or is that bad timing', 'take-leave'],
    ['is a debt consolidation loan a good idea or a scam', 'debt-consolidation'],
    ['i will write to him tonight. can you check after if it sounds ok?', 'check-my-message'],
    ['wait whats the 25 minute thing again', 'pomodoro'],
    ['any tips for questions i cant answer?', 'question-cant-answer'],
    ['do i have to tell him exactly what i have? or can i just say a medical condition', 'how-much-to-tell'],
    ['How can I get even 10 minutes for myself? There is no empty room in the house', 'time-for-myself'],
    ['Can you give me some sentence to say when someone is talking too long? Polite but strong', 'interrupt-politely'],
    ["I'm supposed to go back to the audiologist in May. Anything I should ask her?", 'appointment-questions'],
    ['and the 5 4 3 2 1 thing, do i do that out loud or in my head?', 'out-loud-or-in-head'],
    ['Could you tell me in simple steps which bills I should sort first?', 'bills-first'],
    ["what should i tell myself in the minute before i walk on? my brain just says don't mess up", 'self-talk-before'],
    ['i will write it on a paper and put in his mailbox, is better than to knock?', 'text-or-in-person'],
    ["the team does friday drinks. should i still go now that i'm their boss?", 'go-or-not'],
    ['should i do the practice test now or keep going through the packet first', 'practice-test-first'],
    ['is it even legal for him to do that? he gave me like 3 weeks notice', 'is-it-legal'],
    ['What can I say if I do not understand the question? Some polite sentence please.', 'say-i-did-not-understand'],
    ['can you help me with an opening line for the speech? something funny but not cringe', 'speech-opening-line'],
    ['what do i do about the shaking? holding paper makes it so obvious', 'shaking-hands'],
    ['should I charge him rent? even small, just so he feels responsible', 'adult-child-rent'],
    ['should we get one? part of me feels like its replacing him', 'new-pet-after-loss'],
    ['should i just quit the team? i was thinking of focusing on exams anyway', 'quit-or-pause'],
    ['my membership renews on the 1st. should I cancel it?', 'quit-or-pause'],
    ['should i just not go? like honestly', 'go-or-not'],
    ['Should I sell the car straight away or keep it for a bit?', 'sell-or-keep'],
    ['is it too soon to give away her clothes', 'sell-or-keep'],
    ['the kids already want another puppy. is it too soon??', 'new-pet-too-soon'],
    ["My daughter wants to bring over a puppy from her neighbor's litter. Is it too soon? Be honest.", 'new-pet-too-soon'],
    ['And the other dog thing. Yes or no, too soon?', 'new-pet-too-soon'],
    ["would you go, if you were me? i don't know a soul there", 'go-or-not'],
    ['should i still go to the party or not', 'go-or-not'],
    ['ok. should i go to his birthday drinks friday or skip it?', 'go-or-not'],
    ["Do we go? Or is it worse to cancel now that she's booked?", 'go-or-not'],
    ["Why would a grown man get nervous talking to 15 blokes he can't even see?", 'why-nervous-speaking'],
    ['im going tonight after work but i dont know what to say to her. what do u say to someone whose dad just died??', 'condolence-words'],
    ['what should i write in the sympathy card', 'condolence-words'],
    ['OK. What should I write in the withdrawal letter? Short please, in English, it is a British company.', 'withdrawal-letter'],
    ['how do i tell him i want to walk alone tomorrow', 'time-alone-words'],
    ["What would I even say? I don't want her thinking I did it on purpose.", 'unintended-offence'],
    ["What should I ask the trainer if I do go? I don't even know the words.", 'questions-to-ask'],
    ['the neurologist appointment is 14 of next month. what i should ask him? write me a short list please', 'appointment-questions'],
    ['ok i will go to a vet first. what should i ask them, can you give me a short list?', 'appointment-questions'],
    ["why do i freeze when it's my turn to speak in meetings", 'why-nervous-speaking'],
    ['should i text him or talk to him tonight?', 'text-or-in-person'],
    ['is it better to call her or just email?', 'text-or-in-person'],
    ["Would a card be better than ringing her? She's a nurse and works odd shifts so calls are hard.", 'text-or-in-person'],
    ['should i say something in the group chat or talk to him face to face?', 'text-or-in-person'],
    ['how do i actually start tho. i open my chem book and just stare at it', 'start-studying'],
    ['is it bad that i check my work email in bed?', 'work-email-in-bed'],
    ['Is checking work emails in bed a bad habit?', 'work-email-in-bed'],
    ['should I stop reading my emails in bed', 'work-email-in-bed'],
    ['is it ok to look at slack before bed', 'work-email-in-bed'],
    ['what should i actually say to people when i walk in?', 'social-opening-lines'],
    ['What do I say when I get to the party?', 'social-opening-lines'],
    ['how do i start a conversation at a wedding', 'social-opening-lines'],
    ['I never know what to say at parties, any ideas?', 'social-opening-lines'],
    ['how do I talk to strangers', 'social-opening-lines'],
    ['is there something specific i can do for jaw tension?', 'jaw-tension'],
    ['how do I relax my jaw', 'jaw-tension'],
    ['I clench my jaw all day, what helps?', 'jaw-tension'],
    ['any tips for teeth grinding', 'jaw-tension'],
    ['why do i always wake up at 3am', 'waking-at-night'],
    ['Why do I keep waking up at 3 am?', 'waking-at-night'],
    ['how do i stop waking up in the middle of the night', 'waking-at-night'],
    ['i always wake up at 4 in the morning, why?', 'waking-at-night'],
    ['how do i fall asleep faster', 'fall-asleep-faster'],
    ['any tricks to get to sleep quicker?', 'fall-asleep-faster'],
    ['How can u fall asleep more easily', 'fall-asleep-faster'],
    ["i can't sleep what should i do", 'cant-sleep'],
    ['I cant sleep, any advice?', 'cant-sleep'],
    ["what do i do when i can't fall asleep", 'cant-sleep'],
    ['should i nap', 'napping'],
    ['is napping bad for you?', 'napping'],
    ["Are naps a good idea when I'm tired?", 'napping'],
    ['how do i stop overthinking', 'overthinking'],
    ['I overthink everything, what can I do?', 'overthinking'],
    ['tips for overthinking at night', 'overthinking'],
    ['how do i stop procrastinating', 'procrastination'],
    ['why do I procrastinate so much', 'procrastination'],
    ['how can i stop putting things off', 'procrastination'],
    ['how do i say no to my boss', 'say-no-to-boss'],
    ['How can I tell my manager no?', 'say-no-to-boss'],
    ['how do i turn down extra work from my boss', 'say-no-to-boss'],
    ['how do i tell my friend they hurt me', 'friend-hurt-me'],
    ['what do I say to a friend who hurt my feelings', 'friend-hurt-me'],
    ['how can I tell my best friend that what she said was hurtful', 'friend-hurt-me'],
    ['how do i calm down fast', 'calm-down-fast'],
    ["what's the quickest way to calm myself down", 'calm-down-fast'],
    ['help me calm down right now', 'calm-down-fast'],
    ['what do i do in a panic attack', 'panic-attack'],
    ['how do I stop a panic attack', 'panic-attack'],
    ["I'm panicking, what do I do?", 'panic-attack'],
    ['how do i deal with my anger at my mom', 'anger-at-family'],
    ['my mum makes me so angry, what do i do', 'anger-at-family'],
    ['how do I handle being mad at my parents', 'anger-at-family'],
    ['how do i get over a breakup', 'breakup'],
    ['how do I move on from my ex', 'breakup'],
    ['how to heal after a break up', 'breakup'],
    ['how do i cope with my dog dying', 'pet-loss'],
    ['my cat died, how do I deal with it', 'pet-loss'],
    ['how do I grieve my pet', 'pet-loss'],
    ['how do i make friends as an adult', 'make-friends'],
    ['where can I meet new friends after moving', 'make-friends'],
    ["it's so hard to make friends, any advice?", 'make-friends'],
    ['how do i start exercising in the morning', 'morning-exercise'],
    ['tips for working out before work', 'morning-exercise'],
    ['how can I get myself to go running in the mornings', 'morning-exercise'],
    ['how do i stay motivated', 'motivation'],
    ['how can i keep my motivation up', 'motivation'],
    ['I have no motivation, what do I do?', 'motivation'],
    ["what's the point of journaling", 'journaling'],
    ['whats the point of journaling', 'journaling'],
    ['does journaling actually help?', 'journaling'],
    ['why should I keep a diary', 'journaling'],
    ['how long does it take to build a habit', 'habit-how-long'],
    ['Is it true it takes 21 days to form a habit?', 'habit-how-long'],
    ['how many days does a new habit take', 'habit-how-long'],
    ['is it normal to feel this way', 'is-it-normal'],
    ['is this normal?', 'is-it-normal'],
    ['am I normal for feeling like this', 'is-it-normal'],
    ['how do i deal with a coworker who takes credit for my work', 'coworker'],
    ['what should I do about a colleague who keeps interrupting me', 'coworker'],
    ['how to handle a rude co-worker', 'coworker'],
    ['how do i set a boundary', 'set-boundary'],
    ['how can I set boundaries with my family without feeling guilty', 'set-boundary'],
    ['how do I say no without feeling bad', 'set-boundary'],
    ['what should I say to my boss about workload', 'workload-talk'],
    ["how do I tell my manager I'm overwhelmed with work", 'workload-talk'],
    ['how to bring up my workload with my supervisor', 'workload-talk'],
    ['how do i stop checking my phone', 'phone-checking'],
    ['how can I spend less time on my phone', 'phone-checking'],
    ["I'm addicted to scrolling, how do I stop?", 'phone-checking'],
    ['how do I start meditating', 'meditation-start'],
    ['my mind keeps wandering when I meditate', 'meditation-start'],
    ['how do I stop worrying so much', 'anxiety'],
    ['what can I do about my anxiety', 'anxiety'],
    ['how do I stop feeling lonely', 'loneliness'],
    ['how do I stop being so hard on myself', 'self-criticism'],
    ['how do I control my anger', 'anger'],
    ['how do I switch off after work', 'work-stress'],
    ["what do I write on the comment cards? something honest but kind for a jam that hasn't set", 'honest-kind-feedback'],
    ['how do I give feedback on his essay without crushing him', 'honest-kind-feedback'],
    ['Is there a simple way to explain a tremor to a seven-year-old if it comes up again?', 'explain-to-a-child'],
    ["Since then I've been wondering if I'm getting too old for this. Do you think I should step back?", 'too-old-to-start'],
    ['trying to cut down on energy drinks. how do i do it without feeling like garbage', 'cut-down-caffeine'],
    ['Can you help me word a short note for the top of the puzzle? Light, a bit cheeky, not grovelling.', 'group-correction'],
    ['Could you draft a short message for the group? Light, not grovelling.', 'group-correction'],
    ['What can I actually do in the moment when I feel the urge to jump in? It happens before I even notice.', 'urge-to-interrupt'],
    ["I ran the parents' association at the primary school for 6 years. Does that count for anything?", 'does-it-count'],
    ['he keeps interrupting me in meetings, what do i say', 'interrupt-politely'],
    ['Is there a number I can ring at the bank if I get stuck? A real person I mean, not a computer.', 'bank-real-person'],
    ['can i talk to a real person at my bank instead of the app?', 'bank-real-person'],
    ['But my legs are sinking when I try to float. Is that normal for beginner or I am doing something wrong?', 'beginner-normal'],
    ['Is it normal for parents to just not reply these days? When I was little you got a card and your mum rang up.', 'no-reply-normal'],
    ['nobody replied to the invite for the bbq, is that normal?', 'no-reply-normal'],
    ['i want to quit coffee but i get headaches', 'cut-down-caffeine'],
    ["Is it normal for it to take this long? Everything online says a week.", 'taking-this-long'],
    ['how do we tell the kids about the move to Leeds', 'explain-to-a-child'],
    ['how do i tell my daughter i can only do two days a week', 'what-to-say'],
    ['how do i control my anger', 'anger'],
    ['should i send him a message? i miss him', 'reaching-out'],
    ['how do I focus when studying for exams', 'exam-stress'],
    ['how do I stop arguing with my boyfriend', 'partner-arguments'],
    ['how do I apologise to my sister', 'apology'],
    ['how do I cope with grief', 'grief'],
    ['why am I always tired', 'always-tired'],
    ['how do I get rid of tension in my shoulders', 'body-tension'],
    ['how do I get into exercise', 'start-exercising'],
    ['how do I deal with my boss', 'difficult-boss'],
    ['my boss is a micromanager, how do I handle it', 'difficult-boss'],
    ['do u think i should break up with him', 'big-decision'],
    ['should I quit my job', 'big-decision'],
    ['how do I stop feeling so overwhelmed', 'overwhelm'],
    ["I'm overwhelmed with everything, what do I do?", 'overwhelm'],
    ['is it ok to cry at work', 'crying'],
    ['how do I stop crying', 'crying'],
    ['should I drink coffee in the afternoon', 'caffeine'],
    ['how much sleep do i need', 'sleep-need'],
    ["What do I do at the gate on wednesday so I don't cry in front of him?", 'hold-back-tears'],
    ['How should I handle aunties asking in front of everyone? Give me some lines please, polite but clear.', 'nosy-questions'],
    ["I want to ring her every day but I don't want to be that mum. How often is too often?", 'how-often-contact'],
    ['also side note what do you call that thing where you expect the worst and it doesnt happen, i do that constantly', 'expecting-the-worst'],
    ['is 6 hours of sleep enough', 'sleep-need'],
    ['how do I tell my mom no', 'set-boundary'],
    ['how do I relax', 'calm-down-fast'],
    ['is it normal that i cant cry? i feel kind of numb', 'numb-cant-cry'],
    ["why can't I cry about it", 'numb-cant-cry'],
    ['is it normal to cry every day', 'crying'],
    ['the funeral is saturday and i have to say something. what do i even say', 'funeral-words'],
    ['how do i write a eulogy for my grandpa', 'funeral-words'],
    ['ok. i can do slow reduce instead of stop all at once? doctor just say stop', 'cut-down-or-stop'],
    ["what if she tells my parents before i'm ready. she's not great at keeping stuff from mom", 'if-they-tell-others'],
    ['also what if she tells mom. shes kind of bad with secrets', 'if-they-tell-others'],
    ['what if he gets mad that i looked', 'if-they-react-badly'],
    ["what if he's cold with me after? we still have a whole month working together", 'if-they-react-badly'],
    ['what if she cries. she cried when my gran died and i just froze', 'if-they-react-badly'],
    ["ok coffee is good idea. but what if he says 'I was doing this job when you were in school'?", 'if-they-push-back'],
    ['what if she says the phase thing to me', 'if-they-push-back'],
    ['what if they ask me something i dont know tho like my member id', 'if-they-ask'],
    ['what if he asks why we split up', 'if-they-ask'],
    ["But what if they ask about reliability directly? I'm a terrible liar, my face goes red even on the phone lol", 'if-they-ask'],
    ["do you think I'm too old for this honestly? everyone in my tutorial is my son's age", 'too-old-to-start'],
    ['hey. is it normal for a cat to hide under the bed for 9 days straight', 'pet-behaviour'],
    ['hola, can i write in english? i want to practice', 'write-in-english'],
    ['how to not faint? any trick', 'not-fainting'],
    ["Should I say something tonight or wait until I'm calm? he comes home at 7", 'now-or-wait'],
    ['do i tell him before or after? rob says after so we dont lose the gig', 'now-or-wait'],
    ['so what is better: I delete the apps completely, or I keep them with some rule? I deleted before', 'delete-or-step-back'],
    ["how do i stop replaying it. i've heard that honk in my head like 50 times since lunch", 'overthinking'],
    ['what do i actually do in the moment tho. the second someone cuts me off my whole body goes hot', 'in-the-moment'],
    ['my friend say squeeze the muscle before, is that real thing? how many second', 'not-fainting'],
    ['Do you think 46 is too old to start something like this?', 'too-old-to-start'],
    ['is it too late to start piano at 50?', 'too-old-to-start'],
    ['should i cut down gradually or just stop the coffee at once?', 'cut-down-or-stop'],
    ['how do i deal with cravings after lunch', 'cravings'],
    ['any tips to stop smoking', 'cravings'],
    ['any tips to get a toddler to sleep through?? ive tried everything', 'toddler-sleep'],
    ['my baby wakes every hour at night, what can i do', 'toddler-sleep'],
    ['what if they ask why i left my last job, what do i say? i got laid off', 'interview-why-left'],
    ['i see my physio on tuesday, what should i ask her?', 'appointment-questions'],
    ['what questions should i ask my doctor', 'appointment-questions'],
    ['what i should tell ana on sunday? i dont want she worry about me', 'tell-family'],
    ['how do i tell my parents i am struggling', 'tell-family'],
    ['what do i say to my roommate about the cleaning without it becoming a fight', 'shared-chores'],
    ['how do i get my flatmate to do the dishes', 'shared-chores'],
    ['what should i say to my brother about the money he owes me', 'what-to-say'],
    ['how do i bring it up with my friend', 'what-to-say'],
    ['what if they all laugh at me?', 'what-if'],
    ['is this burnout? i feel numb at work', 'burnout'],
    ['am i burnt out', 'burnout'],
    ['rent is due friday and im short, what should i tell my landlord', 'rent-money-urgent'],
    ['how do i deal with bills i cant pay', 'rent-money-urgent'],
    ['he fell again tonight, how do i keep my dad safe when im at work', 'caregiving'],
    ['how do i get my teenage son to talk to me', 'teen-talk'],
    ['how do i stop comparing myself on instagram', 'comparison'],
    ['im sorry i missed your birthday, i miss you. is that ok to send?', 'reaching-out'],
    ['should i reply to my ex', 'reaching-out'],
    ['what do i do when i panic on the subway', 'panic-on-transport'],
    ['is too late for me to learn this? honest', 'too-old-to-start'],
    ['Is it silly to take a course at 80? The bakery near Fisketorget has a Saturday course.', 'too-old-to-start'],
    ["Do I say something or pretend it never happened? I've got a 1:1 with him Wednesday at 2", 'say-or-let-go'],
    ['how to run meeting so it dont become shouting', 'run-a-meeting'],
    ['need a present idea. wife turns 50 on friday', 'gift-ideas'],
    ['and for the birthday, can you give me some ideas, not expensive, something she will really like? she likes music', 'gift-ideas'],
    ['give me simple agenda. 1 hour max', 'run-a-meeting'],
    ['can you help me write the message to support? short and factual, i get too angry when i type', 'complaint-message'],
    ['how do i word a complaint to the airline', 'complaint-message'],
    ["can you give me a short list of what to bring so I don't forget anything, I'm all in a dither", 'papers-to-bring'],
    ['Could you help me put together a small list of things to bring or show them?', 'papers-to-bring'],
    ['What would a compromise even look like?', 'compromise'],
    ['how do we meet in the middle on this', 'compromise'],
    ["Phone check-ins every evening she'd accept. Probably. Worth offering?", 'worth-trying'],
    ['live podcast show in glasgow? is that daft', 'worth-trying'],
    ['could also do a watch party for the geminids?? is that dumb', 'worth-trying'],
    ['I am thinking to stop volunteering for a while. Is that overreacting? I have done it for 3 years.', 'not-a-failing'],
    ["I've been thinking about asking if I can go down to a half plot. Would that look like giving up?", 'not-a-failing'],
    ['Could I just listen this week and check in next week? Or is that dodging.', 'not-a-failing'],
    ['Could you give me a few polite ways to change the subject when Carl gets going?', 'change-the-subject'],
    ["Ok give me a couple of lines I can use at lunch to change the subject that don't sound preachy", 'change-the-subject'],
    ["I'm at a school gym, 7am to about 10pm. Long day. Do you have any tips for staying sharp that long?", 'long-day-sharp'],
    ['please give me some way to not think of the bad comments at night', 'overthinking'],
    ['Is it normal for nursing students to faint or am I just not cut out for this?', 'fainting-is-common'],
    ['Can you give me something to do if I feel it coming again? I went hot and my ears went all muffled right before', 'not-fainting'],
    ["i cant fall asleep without the tv on, been like that since i was a kid. is it actually bad for you?", 'tv-to-sleep'],
    ["I've started listening to true crime podcasts in bed to fall asleep. Should I stop completely or just not listen in bed?", 'tv-to-sleep'],
    ['I say sorry too much.', 'sorry-too-much'],
    ["'Sorry, quick question.' 'Sorry if this is stupid.' Said sorry to a chair yesterday. Why do I do it?", 'sorry-too-much'],
  ]);

  it.each([
    ['how do i even start talking to my daughter about this? she is 10', 'teen-talk'],
    ['how do i tell her to come less without starting a war. my husband is very close to his mum', 'teen-talk'],
    ["should i tell aoife? we're moving in together and i'd be paying half the rent", 'rent-money-urgent'],
    ['Should I tell the landlord? or is that too much', 'rent-money-urgent'],
    ['also can i bring my headphones, is this allowed normally?', 'is-it-legal'],
    ['is it better to cut down slowly or just stop smoking? my mate says the patches are useless', 'cut-down-or-stop'],
    ['can i taper off the vape instead of stopping all at once?', 'cut-down-or-stop'],
    ['what if i say something dumb lol', 'if-they-push-back'],
    ['But what if he goes to our manager Puan Rosnah and complains?', 'if-they-push-back'],
    ['what if she asks why', 'if-they-ask'],
    ["Am I too old at 74? A young collie needs a lot of walking and my knees aren't what they were", 'too-old-to-start'],
    ['is it too late to call him tonight', 'too-old-to-start'],
    ['is it normal for me to feel this low in winter', 'pet-behaviour'],
    ['can i write my boss an email in english or should i call', 'write-in-english'],
    ['I thought I will faint on the train, my heart was so fast', 'not-fainting'],
    ['still nothing, 3 days. should I ask again or wait?', 'now-or-wait'],
    ["how do i apologise to leo without making it weird? he's in bed now, should i wake him or wait for the morning", 'now-or-wait'],
    ['What do I write to him. Short. Not angry.', 'anger'],
    ['Rotterdam. Seller is in Breda. Send him a message or just fix it myself?', 'reaching-out'],
    // A feeling is no step to wave through, nor is leaving someone.
    ['Am I allowed to be hurt about this or is that selfish?', 'not-a-failing'],
    ['is it selfish to leave my husband after 30 years', 'not-a-failing'],
    // Sleepy at the wheel is not a long day to get through.
    ['how do i stay awake while driving long distance tonight', 'long-day-sharp'],
    // Feeling faint in panic, and someone else fainting, are not fainting at blood or needles.
    ['is it normal to feel faint when anxious', 'fainting-is-common'],
    ['my friend fainted at the party, is that normal', 'fainting-is-common'],
    // Words to write, and an apology to make, are not sorry said by reflex.
    ['Please help me write a short email to him. Polite but clear. Not too many apologize words, I always apologize too much.', 'sorry-too-much'],
    ['Should I apologise to her mum or would that make it worse by bringing it up again?', 'sorry-too-much'],
    // Plants lost to a cat are no pet lost.
    ["next door's cat digs up my veg patch, i have lost three rows of lettuce. how do i deal with it?", 'pet-loss'],
  ])('%p is not answered with %p, written for other circumstances or another question', (message, id) => {
    expect(findAnswer(normalize(message))?.id).not.toBe(id);
  });

  it('gets through an occasion ahead, but does not take "how do I cope with this" in a loss for one', () => {
    expect(findAnswer(normalize('ok actually can I ask, how do I get through the gift opening part without my face doing the thing'))?.id).toBe(
      'get-through',
    );
    expect(findAnswer(normalize('how do I cope with this'))?.id).not.toBe('get-through');
  });

  it('takes "i havent cried like this since my dad died" for crying more, not for numbness', () => {
    expect(findAnswer(normalize('i havent cried like this since my dad died. is that normal?'))?.id).not.toBe('numb-cant-cry');
    expect(findAnswer(normalize("i haven't cried once since he died, is that normal?"))?.id).toBe('numb-cant-cry');
  });

  itFindsNothing(findAnswer, 'answers nothing to %s', [
    'how long should i stay in this job',
    'normal days are fine, it is the weekends',
    // A step with something at stake, or with a fear of its own, is weighed, never waved through as worth trying.
    'Is it worth trying to lend him money?',
    'can you help me write a message to my sister',
    'what should i bring to the party, wine or flowers',
    'i have a meeting with my boss tomorrow and i am dreading it',
    'it was her birthday yesterday and she cried the whole evening',
    'is it worth asking my manager for a flatter round for a few weeks or will that just mark me out as past it',
    'Is it okay to also include small gift, like green tea from Shizuoka?',
    "Should I put a correction in next month's newsletter or just let it go?",
    'does it count if i only did 3 reps',
    'should i go back home for good?',
    'any exercises for anxiety at work?',
    'how much time a day is ok on my phone',
    'box breathing is in for 4, hold for 4, is that right?',
    'should i take a break from dating apps',
    'should i sell my old phone or trade it in',
    'should I send it back or keep it?',
    'how do i help myself',
    'how can i help you',
    'should i do it friday after close or monday morning?',
    "i think i need to talk to him first honestly. what do i actually say to him so he doesn't shut down",
    'I feel so anxious today',
    "I'm really sad",
    'I had a bad day',
    'My boss is weird',
    "I can't sleep",
    "I'm so tired",
    'my dog died last week',
    "I'm angry at my mom",
    'my friend hurt me',
    'work was stressful',
    'I feel lonely',
    'I went for a walk after lunch',
    'It was fine I guess',
    'I might call my friend',
    'The weather was grey',
    'hello',
    "I've been drinking too much coffee",
    'I went to a party and it was awful',
    'we broke up last week',
    'my coworker took credit for my work again',
    'how do i know if i have anxiety',
    'do i have adhd',
    'thanks',
  ]);

  itFindsNothing(findAnswer, 'leaves medication and safety questions to others: %s', [
    'how much melatonin should i take to fall asleep',
    'what dose of sertraline helps with panic attacks',
    'can i take ibuprofen for jaw tension',
    'should i take my sleeping pills if i cant sleep',
    'how do i stop wanting to hurt myself',
  ]);

  describe('feelings any situation can hold', () => {
    itFindsEach(findAnswer, [
      ['how do i forgive myself', 'forgive-myself'],
      ['i cant forgive myself for what i said to her', 'forgive-myself'],
      ['how do i stop feeling guilty', 'stop-feeling-guilty'],
      ['why do i feel so guilty all the time', 'stop-feeling-guilty'],
      ['how do i stop caring what people think?', 'what-people-think'],
      ['i worry too much about what others think of me, any tips', 'what-people-think'],
      ['how do i get over it', 'get-over-it'],
      ['how can i move on from this', 'get-over-it'],
      ['how do i make her understand?', 'make-them-understand'],
      ['how can i get my dad to see my side', 'make-them-understand'],
      ['how do i trust her again', 'trust-again'],
      ['can i ever trust him again?', 'trust-again'],
      ['is it too late to fix this?', 'too-late-to-mend'],
      ['is it too late to apologise to her', 'too-late-to-mend'],
      ['is it my fault?', 'my-fault'],
      ['was i wrong?', 'my-fault'],
      ['am i the problem here', 'my-fault'],
      ['how can i be more confident', 'confidence'],
      ['i want to build my self confidence, how', 'confidence'],
      ['what can i do right now to feel better?', 'feel-better-now'],
      ['how do i cheer myself up', 'feel-better-now'],
      ['can you give me a pep talk', 'pep-talk'],
      ['how do i break the cycle', 'break-the-cycle'],
      ['how do i stop thinking about it', 'overthinking'],
      ['how do i support him', 'support-someone'],
      ['how can i be there for my sister right now', 'support-someone'],
      ['how do i handle criticism', 'take-criticism'],
      ['how should i respond to her comments?', 'take-criticism'],
      ['when should i worry?', 'when-to-worry'],
      ['is this just a phase?', 'when-to-worry'],
      ["what if it's something more serious?", 'when-to-worry'],
      ['how do i prepare for the review?', 'prepare-for-talk'],
      ['how should i prepare for my one to one with Claire', 'prepare-for-talk'],
      ['can you help me plan tomorrow?', 'plan-tomorrow'],
      ['how do i get through the week?', 'get-through-week'],
      ['what should i say if she asks why?', 'if-they-ask'],
      ['how do i stop getting so defensive?', 'less-defensive'],
      ['is 5 hours sleep gonna wreck me long term or nah', 'hours-of-sleep'],
      ["My grandson asked if we'll get a puppy. I don't know what to tell him. How do you answer that when you don't know yourself?", 'honest-not-yet'],
      ['can you help me prepare what to say next time somebody ask a estimate and i dont know?', 'if-they-ask'],
      ['What questions should I ask current students before I decide?', 'questions-before-deciding'],
      ['is it normal to stop liking something u were good at?? or am i just being lazy', 'lost-interest'],
      ['is it too late to go back after i already said ok?', 'too-late-to-mend'],
      ['A cricket club is a good idea. Should I just email them or show up to a practice?', 'text-or-in-person'],
      ['what can we do together to reconnect?', 'reconnect'],
    ]);
  });

  describe('weighing a step any situation can hold', () => {
    itFindsEach(findAnswer, [
      ['should i tell my flatmate about the debt? or will she think less of me', 'tell-or-not'],
      ['do i even tell my parents. part of me wants to keep it quiet', 'tell-or-not'],
      ['should i say something to marek on monday or just let it go?', 'say-or-let-go'],
      ["Should I bring it up with Dean again or just let it go now that we're fine?", 'say-or-let-go'],
      ['should i say something or just let it fade', 'say-or-let-go'],
      ['also should i say something to her or just keep my head down', 'say-or-let-go'],
      ['my cousin says i should tell the teacher but that feels like snitching. should i?', 'tell-or-not'],
      ['should we see a doctor about her cough or wait a bit?', 'see-a-doctor'],
      ['should i go to the doctor about it?', 'see-a-doctor'],
      ['should i push my dad to see someone about the dizziness?', 'see-a-doctor'],
      ['is it worth talking to a counsellor or am i overthinking it', 'see-a-therapist'],
      ['do you think i should talk to someone? like properly', 'see-a-therapist'],
      ['honestly should i start applying for other jobs? yes or no', 'look-for-a-new-job'],
      ['is there anything quick i can do at the counter when my hands start shaking', 'in-the-moment'],
      ['what can i do in the lecture itself if the panic comes?', 'in-the-moment'],
      ['any exercise i can do 5 min before the interview? im so nervous', 'in-the-moment'],
      ["Can you give me something to do in the 30 seconds before a roundabout? Something simple, I can't think while driving.", 'in-the-moment'],
      ['any tips for resetting between games? i tilt so hard after a loss', 'in-the-moment'],
      ['what do i do in the hallway while im waiting? thats where i fall apart', 'in-the-moment'],
      ['what can i do with my weekends now? some ideas please, nothing fancy', 'evening-ideas'],
      ['she sat at the table for 5 whole minutes without her phone. is that progress??', 'is-it-progress'],
      ['monday went fine but i skipped yesterday. is the whole thing ruined?', 'after-a-slip'],
      ['honestly which one would you pick, the blue flat or the one by the park', 'which-would-you-pick'],
      ['my sister texted me after 3 months. should i reply or just ignore it', 'reply-or-ignore'],
      ['what would you do if you were me, stay or leave?', 'big-decision'],
      ['should i just delete tiktok? i lose whole evenings to it', 'delete-or-step-back'],
      ['landlord still hasnt answered about the boiler. should i email again or wait?', 'follow-up-or-wait'],
      ['there is a quiz night at the pub on fridays. should i go along? i hardly know anyone', 'go-or-not'],
      ['ok that makes me feel less crazy. how long does it usually last', 'how-long'],
      ["she replied with just 'ok' what does that even mean", 'short-reply'],
      ['he left me on seen for 2 days, what does it mean?', 'short-reply'],
      ['is normal?? how long this last', 'how-long'],
      ['That seems almost too easy. Is 3 days a week enough?', 'enough-to-start'],
      ['House concert!! I can invite maybe 15 people. Is 15 enough to practise this feeling?', 'enough-to-start'],
      ['how long does this thing actually last? cos im going mad sitting on the couch', 'how-long'],
      ['ok. and the friday, go or not? tell me honestly', 'go-or-not'],
      ['can you help me write message? in the group chat or better private to him?', 'private-or-group'],
      ['what should i bring if i do end up going? like to keep calm during all that waiting', 'what-to-bring'],
      ["ok i like the second one. but what if she asks why, i cant say 'because its stealing'", 'when-asked-why'],
    ]);

    it('leaves asking someone for something, saying no, talking to someone first and what to say to the answers written for them', () => {
      expect(findAnswer(normalize('should i tell her to stop sending me reels at 2am'))?.id).not.toBe('tell-or-not');
      expect(findAnswer(normalize('should i tell him no'))?.id).not.toBe('tell-or-not');
      expect(findAnswer(normalize('should i talk to my brother first before mum'))?.id).toBe('talk-to-ally-first');
      expect(findAnswer(normalize('what should i tell my manager'))?.id).not.toBe('tell-or-not');
      expect(findAnswer(normalize('i see my physio on friday, what should i ask him?'))?.id).not.toBe('see-a-doctor');
      expect(findAnswer(normalize("i want to tell the coach i can't do the race anymore. should i?"))?.id).not.toBe('tell-or-not');
      expect(findAnswer(normalize('is it over between us'))?.id).not.toBe('after-a-slip');
      expect(findAnswer(normalize('should i block him after what he said'))?.id).not.toBe('delete-or-step-back');
      expect(findAnswer(normalize('should i text my ex again'))?.id).not.toBe('follow-up-or-wait');
      expect(findAnswer(normalize('what can i do in bed when my heart starts racing'))?.id).not.toBe('in-the-moment');
      expect(findAnswer(normalize('what can i do right now to earn money fast'))?.id).not.toBe('in-the-moment');
      expect(findAnswer(normalize('how long should i hold each stretch'))?.id).not.toBe('how-long');
      expect(findAnswer(normalize('she replied ok, see you saturday'))?.id).not.toBe('short-reply');
      expect(findAnswer(normalize('what if he asks why we split up'))?.id).not.toBe('when-asked-why');
      expect(findAnswer(normalize('what should i bring to the party, wine or flowers?'))?.id).not.toBe('what-to-bring');
      expect(findAnswer(normalize('is £50 enough for a gift?'))?.id).not.toBe('enough-to-start');
      expect(findAnswer(normalize('is 5 hours of sleep enough?'))?.id).not.toBe('enough-to-start');
    });

    it('says which way it leans and why, and keeps the person safe in telling', () => {
      expect(findAnswer(normalize('should i tell my parents about her'))?.text).toMatch(/^If you feel safe with them, I'd lean towards telling/);
      const doctor = findAnswer(normalize('should he see a gp about the snoring'))?.text;
      expect(doctor).toMatch(/^Yes, I think it's worth getting it checked\..*you can't make them go/);
      expect(findAnswer(normalize('do you think i should see a therapist'))?.text).toMatch(/Find Therapist/);
    });
  });
});

describe('a pattern held back by words in the message', () => {
  it('holds back anchored and unanchored patterns alike', () => {
    expect(unless('pain|sore', all(/should i go/)).test('should i go')).toBe(true);
    expect(unless('pain|sore', all(/should i go/)).test('should i go with this pain')).toBe(false);
    expect(unless('pain|sore', /\bgo or not\b/).test('and the friday go or not')).toBe(true);
    expect(unless('pain|sore', /\bgo or not\b/).test('my knee is sore, go or not')).toBe(false);
  });
});

describe('an answer about a habit, a feeling or an occasion', () => {
  const textOf = (id: string) => ANSWERS.find((answer) => answer.id === id)!.text;

  it.each([
    ['our neighbour leaves her parrot with us', "he does it at 7am while I'm making my coffee. should I move his cage?", 'caffeine'],
    [
      'i have to send a correction of my form',
      'can you help me make a list what i need to check before i send it? i am bad with documents when i am nervous',
      'anxiety',
    ],
  ])('is not given when only the story around the question names its subject: %p', (before, message, id) => {
    const engine = createCoachEngine('sage', seededRandom(1));
    engine.reply(before);
    expect(engine.reply(message).text).not.toContain(textOf(id));
  });

  it('is given when the question names it', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    engine.reply('i drink like 5 coffees a day and sleep badly');
    expect(engine.reply('is it bad to have coffee after 4pm?').text).toContain(textOf('caffeine'));
  });

  it('about a colleague is not words for colleagues who ask', () => {
    expect(findAnswer(normalize("What do I say if colleagues ask 'so how is it to be back'?"))?.id).not.toBe('coworker');
    expect(findAnswer(normalize('how do i deal with a colleague who takes credit for my work'))?.id).toBe('coworker');
  });
});

describe("a child's sleep", () => {
  it.each([
    'I have to drive my son Lachlan to footy training on Wednesday nights. Should I just take the back roads?',
    'Is it normal to keep going over it at night? my daughter Helen rings every Sunday',
    'the kids are at their dads this week so the nights are very quiet, is that why i cant sleep',
    // A school-age child's evening: no naps or night feeds.
    "my son is 9 and he won't go to bed, he says he isn't tired. what do i do?",
    'he refused his homework again and screamed at bedtime, what can i do tonight',
  ])('is not asked about in %p', (message) => {
    expect(findAnswer(normalize(message))?.id).not.toBe('toddler-sleep');
  });

  it.each(["my son won't go to bed before 11, help", 'how do i get the baby to nap in the day', 'our toddler keeps waking at 4am, what do we do'])(
    'is asked about in %p',
    (message) => {
      expect(findAnswer(normalize(message))?.id).toBe('toddler-sleep');
    },
  );
});

describe('going along with a rule', () => {
  it('is not whether to go somewhere: "should i just go along with it or push back?"', () => {
    expect(findAnswer(normalize('should i just go along with it or push back? i dont wanna be seen as difficult'))?.id).not.toBe('go-or-not');
  });
});

describe('a child who calls themselves stupid', () => {
  it.each([
    "Kacper didn't want do his homework, he cried that he has 'stupid brain'. I don't know what to say him. Give me something for tonight.",
    'my daughter keeps saying she is stupid when she gets her spellings wrong, what should i say to her?',
    'he called himself an idiot after the match and went to his room. what do i say?',
  ])('is met with the feeling first and one true line: %p', (message) => {
    expect(findAnswer(normalize(message))?.id).toBe('child-calls-self-stupid');
  });

  it.each(['my boss said I was stupid in front of everyone', 'he said the film was stupid, what do you think?'])('is not %p', (message) => {
    expect(findAnswer(normalize(message))?.id).not.toBe('child-calls-self-stupid');
  });
});

describe('what to ask for', () => {
  it('is no question list: "What do I ask for then, can I ask him to angle it down?"', () => {
    expect(findAnswer(normalize('What do I ask for then, can I ask him to angle it down?'))?.id ?? '').not.toMatch(/questions/);
  });
});

describe('a message for a group, made shorter', () => {
  it('gives the short template back when asked for it shorter', () => {
    const engine = createCoachEngine('sage', seededRandom(4));
    engine.reply("I'm sorting the Christmas rota at the shop");
    expect(engine.reply('Can you help me word a message to the team explaining how it will work? It goes on the staff WhatsApp.').text).toMatch(
      /^For a note or a message to a group/,
    );
    expect(engine.reply("Too long. Make it shorter, half of them won't read past line 3.").text).toMatch(/"Hi all! \[What is happening, and when\]\./);
  });
});

describe('unanswered messages asked about as manners', () => {
  it.each(['he never replies to my texts, is that normal in a relationship?', "my best friend hasn't replied in a week, is that normal?"])(
    'is not the answer about invitations for someone close: %p',
    (message) => {
      expect(findAnswer(normalize(message))?.id).not.toBe('no-reply-normal');
    },
  );
});
