/** Words that show a matched phrase is a figure of speech: an everyday topic, physical misery, a joke. */
import { compiled } from '../native-regexp';
import { anyWord } from '../rules/rule';

export const MUNDANE = new RegExp(
  anyWord(
    'work', 'job', 'boss', 'shift', 'office', 'meeting', 'meetings', 'class', 'classes', 'school', 'homework', 'exam', 'exams', 'test',
    'assignment', 'project', 'deadline', 'thesis', 'essay', 'traffic', 'commute', 'noise', 'weather', 'rain', 'heat', 'kids', 'toddler', 'roommate',
    'roommates', 'neighbou?rs?', 'printer', 'computer', 'laptop', 'phone', 'wifi', 'internet', 'app', 'game', 'puzzle', 'team', 'coworkers?',
    'colleagues?', 'customers?', 'semester', 'monday', 'mondays', 'diet', 'gym', 'workout', 'queue', 'flight', 'airport', 'landlord', 'apartment',
    'wedding', 'party', 'recipe', 'code', 'bug', 'spreadsheet', 'email', 'emails', 'migraine', 'headache', 'toothache', 'cramps', 'knee', 'music',
    'song', 'tournament', 'cold', 'flu', 'snow',
  ),
);
// Physical misery people exaggerate about ("this hangover, I want to die"): anywhere in the sentence.
export const BODILY_MISERY = /\b(?:hangover|hungover|cramps|migraine|headache|food poisoning|toothache|sunburn|the flu|period pain|this heat|humidity)\b/;
// "This traffic makes me want to die": an everyday cause blamed for the wish is a figure of speech.
export const MAKES_ME = /\b(?:makes?|made|making) me (?:want to|wanna)\b/;
export const JEST = new RegExp(
  anyWord(
    'laugh[a-z]*', 'embarrass[a-z]*', 'cringe[a-z]*', 'mortif[a-z]*', 'cute[a-z]*', 'adorable', 'hilarious', 'funny', 'bored', 'boredom',
    'excit[a-z]*', 'delicious', 'jealous', 'hype[a-z]*', 'so good', 'awkward', 'haha[a-z]*',
  ),
);

for (const pattern of [MUNDANE, BODILY_MISERY, JEST, MAKES_ME]) compiled(pattern);
