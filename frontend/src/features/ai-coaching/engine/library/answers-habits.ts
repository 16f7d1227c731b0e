/** Answers about habits and doing things: exercise, procrastination, motivation, journaling, phones, meditation, study and work stress. Most specific first. */
import { all, unless } from './match-all';
import type { Answer } from './types';

export const HABIT_ANSWERS: readonly Answer[] = [
  {
    id: 'delete-the-apps',
    // "is deleting the apps dumb?", "should i delete instagram", "would uninstalling tiktok help?"
    matches: [
      all(
        new RegExp(
          String.raw`\b(?:delet\w*|remov\w*|uninstall\w*|get rid of) (?:the |my |those |all the |all my )?` +
            String.raw`(?:apps?|instagram|tiktok|shein|asos|amazon|temu|vinted|tinder|hinge)\b`,
        ),
        /\b(?:dumb|stupid|silly|daft|overkill|too much|extreme|good idea|worth it|help|work|should i|is it)\b/,
      ),
    ],
    text:
      "No, it isn't dumb at all: it's one of the most effective things you can do. It puts a step between the urge and the action, " +
      'and that pause is often enough for the urge to pass. Log out of saved cards or accounts on the browser too, so the shortcut is gone. ' +
      'If you find yourself reinstalling, notice when it happens, because that moment is the thing to plan for.',
    followUp: 'When do you most often reach for them?',
  },
  {
    id: 'impulse-buying',
    // "i keep buying stuff online at night when im stressed, how do i stop", "any tips to stop impulse shopping"
    matches: [
      all(
        /\b(?:buying|buy stuff|shopping|spending|ordering|impulse (?:buys?|buying|purchases?))\b/,
        /\b(?:online|apps?|at night|impulse|when i'?m (?:stressed|bored|sad|low)|stress\w*|bored)\b/,
        /\b(?:stop|how|tips?|help|control|cut down|quit)\b/,
      ),
    ],
    text:
      'Put some friction between the urge and the buy. 1. Delete the shopping apps and remove saved cards, so buying takes effort. ' +
      '2. Use a 48-hour rule: leave it in the basket and decide two days later; most urges pass. 3. Unsubscribe from shop emails and ' +
      'turn off sale notifications. 4. Have a swap ready for the moment it usually starts, such as a shower, a cup of tea or a message to a friend. ' +
      '5. Set a small weekly amount for treats, so a treat is planned rather than forbidden.',
    followUp: 'Which of those could you do tonight?',
  },
  {
    id: 'morning-exercise',
    matches: [
      all(
        /exercis\w*|work ?out|working out|workouts?|gym|run|running|jog|jogging|yoga|training|walk|walking|stretch\w*/,
        /morning|mornings|before work|early/,
        /how|tips?|help|start|get myself/,
      ),
    ],
    text:
      'Start smaller than you think you need to, like 10 minutes of walking or stretching, and do it at the same time every day. ' +
      'Lay out your clothes and shoes the night before, so the first step is already done when you wake up. ' +
      'Tie it to something you always do, for example: after I brush my teeth, I put on my trainers. ' +
      "Go to bed a little earlier too, because early exercise is much easier when you're not short of sleep.",
    technique: 'habit-stacking',
    followUp: 'What time could you realistically start?',
  },
  {
    id: 'start-exercising',
    matches: [
      all(
        /exercis\w*|work ?out|working out|workouts?|gym|get fit|getting fit|fitness|running/,
        /how|tips?|where/,
        /start|begin|get into|stick|keep|regular|consistent|habit|myself/,
      ),
    ],
    text:
      'Pick something you might actually enjoy, because the best exercise is the one you keep doing. ' +
      'Start with 10 to 20 minutes two or three times a week, at set times you put in your calendar like an appointment. ' +
      'Make the first step easy, like leaving your shoes by the door, and track each session so you can see your progress. ' +
      'Missing a day is fine, as long as you show up for the next one.',
    technique: 'implementation-intention',
    followUp: 'What kind of movement do you enjoy, or used to?',
  },
  {
    id: 'procrastination',
    matches: [
      // Not "is it normal to stop liking something… or am i just being lazy": that is losing interest.
      unless(
        String.raw`stop(?:ped)? (?:liking|loving|enjoying)|lost (?:interest|the love|my love)`,
        all(
          /procrastinat\w*|putting (it|things|stuff|everything|tasks|work) off|put (it|things|stuff|tasks) off|being (so )?lazy/,
          /how|why|what|stop|tips?|help|advice|ways?/,
        ),
      ),
    ],
    text:
      "Procrastination is rarely laziness; it's usually a way of avoiding a feeling, like dread, boredom or fear of doing it badly. " +
      'Make the first step so small it feels almost silly, such as opening the document and writing one line, and set a timer for 10 minutes. ' +
      "Decide in advance when and where you'll start, for example: after my morning coffee, I open the report at my desk. " +
      'You can stop after the 10 minutes if you want, but most people find they keep going.',
    technique: 'behavioural-activation',
    followUp: "What's the task you've been putting off?",
  },
  {
    id: 'motivation',
    matches: [
      all(/motivat\w*|no drive|my drive|willpower|self discipline|unstuck/, /how|what|tips?|help|ways?|keep|stay|get|find|build/),
    ],
    text:
      'Motivation comes and goes for everyone, so it works better to plan for the days it is missing. ' +
      'Keep the goal small and specific enough that you can do it even on a bad day, and connect it to why it matters to you. ' +
      'Track your progress where you can see it, like ticks on a calendar, because a growing streak is motivating in itself. ' +
      'And start before you feel ready, since action often comes first and the motivation follows.',
    technique: 'smart-goal',
    followUp: "What's the goal you're trying to stay motivated for?",
  },
  {
    id: 'journaling',
    matches: [
      all(/journal\w*|diary/, /point|why|help|helps|how|worth|benefits?|should i|does|do i|start|what/),
    ],
    text:
      'Journaling gets thoughts out of your head and onto paper, where they tend to feel smaller and easier to sort out. ' +
      'It helps you notice patterns, such as what drains you and what lifts you, and putting feelings into words tends to calm them down. ' +
      'You do not need to write much: two or three lines a night on what happened, how you felt and one thing that went okay is plenty. ' +
      'Many people find it helps most on the days they least feel like doing it.',
    technique: 'naming-emotions',
    followUp: 'Would you like a few simple prompts to start with?',
  },
  {
    id: 'habit-how-long',
    matches: [
      all(/habits?|routines?/, /how long|how many (days|weeks|months)|21 days|66 days|30 days|three weeks/),
    ],
    text:
      "Usually longer than the famous 21 days, and that's good news, because it means a slow start isn't failure. " +
      'One well-known study found it took about 66 days on average for a daily habit to feel automatic, ranging from a few weeks to most of a year. ' +
      'Missing a single day made little difference, so the real skill is getting back on track the next day. ' +
      'Keep the habit small and tie it to something you already do, and it will settle in sooner.',
    technique: 'habit-stacking',
    followUp: 'Which habit are you building?',
  },
  {
    id: 'phone-checking',
    matches: [
      all(
        /phone|scroll\w*|doom ?scroll\w*|screen ?time|instagram|tiktok|social media|my screen/,
        /stop|less|cut down|cut back|reduce|quit|break|addicted|too much|so much|always/,
        /how|what|tips?|help|ways?|should/,
      ),
    ],
    text:
      'Make the phone a little less convenient and the habit weakens on its own. ' +
      'Turn off all notifications except from people, move the most tempting apps off your home screen, and try grayscale mode, which makes scrolling ' +
      'surprisingly dull. ' +
      'Give the phone a home outside the places where you want a break from it, like the bedroom and the dinner table. ' +
      "When you reach for it, pause and ask what you're looking for; often it's a break, and a stretch or a glass of water can do that job.",
    technique: 'implementation-intention',
    followUp: 'When do you find yourself reaching for it most?',
  },
  {
    id: 'meditation-start',
    matches: [
      all(
        /meditat\w*|mindfulness|mindful/,
        /how (do|can|should) i|how to|what is|whats|what's|tips?|where do i start|wanders?|wandering|can'?t|cannot|does it work|is it worth/,
      ),
    ],
    text:
      'Start with two to five minutes a day, sitting comfortably at the same time each day. ' +
      'Rest your attention on your breath, and each time your mind wanders, which it will, notice where it went and gently bring it back. ' +
      "That noticing and returning is the practice itself, not a sign you're doing it wrong. " +
      "Over a few weeks, add a minute at a time if you'd like.",
    technique: 'body-scan',
    followUp: 'When in your day could two quiet minutes fit?',
  },
  {
    id: 'exam-stress',
    matches: [
      all(
        /exams?|tests?|finals|studying|study|revision|revising|revise/,
        /how|what|tips?/,
        /stress\w*|focus|concentrate|nervous|anxious|anxiety|panic|prepare|cope|calm|motivat\w*/,
      ),
    ],
    text:
      'Study in short blocks, such as 25 minutes of focus and a 5-minute break, with your phone in another room. ' +
      'Test yourself instead of rereading, because recalling is what makes it stick, and it shows you what to review. ' +
      'The night before, stop early and sleep, since sleep is when memory settles. ' +
      'On the day, if nerves rise, breathe out slowly and remind yourself that some nerves actually help you perform.',
    technique: 'decatastrophising',
    followUp: 'When is your next exam?',
  },
  {
    id: 'work-stress',
    matches: [
      all(
        /work|job|office|shift/,
        /stress\w*|switch off|unwind|relax|leave work at work|let go of work|stop thinking about work|decompress/,
        /how|what|tips?|ways?/,
      ),
    ],
    text:
      'Give your workday a clear ending: write down tomorrow\'s first task, close everything down, and do one small ritual like a walk, a change of clothes ' +
      'or a song on the way home. ' +
      'During the day, take short breaks away from the screen, since stress builds faster without them. ' +
      "When work thoughts follow you home, note them down and tell yourself they'll be there in the morning. " +
      'And notice which parts of the stress you can change and which you can only ride out, since that decides what to do next.',
    technique: 'wind-down-routine',
    followUp: 'What part of work stays with you most after hours?',
  },
];
