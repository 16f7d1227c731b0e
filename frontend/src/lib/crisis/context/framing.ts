/** A matched phrase inside a story, a question for information, or a question about helping someone. */
import { compiled } from '../native-regexp';
import type { Sentence } from '../normalize-text';
import { anyOf, anyWord, optional, seq } from '../rules/rule';
import { WINDOW } from './clauses';
import type { SubjectInfo } from './speaker';

const FICTION_CUE = new RegExp(
  anyWord(
    'novel', 'novels', 'book', 'books', 'movie', 'movies', 'film', 'films', 'show', 'shows', 'tv', 'series', 'episode', 'episodes', 'season',
    'story', 'stories', 'storyline', 'plot', 'character', 'characters', 'protagonist', 'narrator', 'villain', 'anime', 'manga', 'comic', 'comics',
    'fanfic', 'fanfiction', 'screenplay', 'script', 'thriller', 'thrillers', 'true crime', 'doc', 'docuseries', 'rehearsal', 'rehearsals',
    'rehearsing', 'on stage', 'audition', 'cast as', 'kdrama', 'k drama', 'sitcom', 'song', 'songs', 'lyrics', 'lyric', 'album', 'game', 'games',
    'documentary', 'podcast', 'article', 'articles', 'news', 'memoir', 'chapter', 'scene', 'netflix', 'poem', 'poetry', 'essay', 'hamlet',
    'musical', 'opera', 'fiction', 'hypothetically', 'hypothetical', 'roleplay',
  ),
  'g',
);
const INFO_CUE = new RegExp(
  anyWord(
    'explain', `what ${anyOf('does', 'do', 'is')} (?:[a-z]+ ){1,4}mean`,
    'the meaning of', 'definition', 'define', 'how common', 'statistics', 'stats', 'rates?', 'symptoms', 'prevention', 'awareness',
    // Not "which is probably a bad sign".
    `${anyOf('warning', 'the', 'early')} signs?`, 'signs? of',
    'hotlines?', 'crisis line', `counsel${optional('l')}or`,
    'volunteer[a-z]*', 'training', 'workshop', 'course', 'research', 'raise money', 'fundraiser', 'difference between', 'lecture', 'school project',
    'presentation', 'studies', 'survivors?', 'warning', 'psych ward', 'on call', 'caseload', 'safety plan', 'c ?ssrs',
    `for my ${anyOf('exam', 'class', 'course', 'essay', 'assignment', 'module', 'dissertation')}`,
    `if i ${anyOf('were', 'was')} ever`,
    `${anyOf('would', 'does', 'will', 'can')} ${anyOf('this', 'the')} app`,
    'surveys?', 'questionnaires?', 'quiz', 'homework', 'seminar', 'ethics', 'philosophy', 'debate',
    `${anyOf('one', 'two', 'three', 'four', 'five', 'another', 'new', 'an')} admissions? for`,
  ),
  'g',
);
const HELP_VERBS = [
  'help', 'support', 'talk to', 'approach', 'comfort', 'reach out to', 'be there for', 'respond', 'tell', 'know', 'spot', 'recognize',
  'recognise', 'convince', 'encourage',
];
const SOMEONE_CLOSE = [
  'client', 'patient', 'student', 'pupil', 'employee', 'colleague', 'coworker', 'member', 'caller', 'resident', 'teen', 'teenager', 'husband',
  'wife', 'partner', 'son', 'daughter', 'child', 'kid', 'brother', 'sister', 'mum', 'mom', 'dad', 'father', 'mother', 'friend', 'boyfriend',
  'girlfriend',
];
const SOMEONE = ['a', 'my', 'someone', 'somebody', 'him', 'her', 'them', 'people', 'others', 'friends?', 'a friend'];
const HELP_CUE = new RegExp(
  anyWord(
    `how ${anyOf('do', 'can', 'should', 'could', 'would')} ${anyOf('i', 'we', 'you', 'one')} ${anyOf(HELP_VERBS)}`,
    // About someone else, not "what do I do when the suicidal thoughts won't stop".
    seq(
      `what ${anyOf('do', 'should', 'can', 'could')} ${anyOf('i', 'we', 'you')} ${anyOf('say', 'do')} `,
      `${anyOf('to', 'for', 'with', 'about', 'if', 'when')} ${anyOf(...SOMEONE, 'your', 'our', 'his', 'their', 'he', 'she', 'they')}`,
    ),
    `${anyOf('help', 'helping', 'support', 'supporting')} ${anyOf(SOMEONE)}`,
    'someone who', 'somebody who', 'a friend who', 'people who', 'person who',
    `${anyOf('a', 'my', 'the', 'our')} ${anyOf(SOMEONE_CLOSE)} who`,
    'for a friend', 'tips for',
  ),
  'g',
);

export interface Frame {
  /** Where in the sentence words put it in a story, a question for information, or about helping someone. */
  cues: { start: number; end: number }[];
}

// "Over and over like a song stuck on repeat": a likeness, not a story.
const LIKENESS_BEFORE = /\blike (?:a |an |the |some )?$/;

export function frameOf(sentence: Sentence): Frame {
  const cues: { start: number; end: number }[] = [];
  for (const pattern of [FICTION_CUE, INFO_CUE, HELP_CUE]) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(sentence.text); m !== null; m = pattern.exec(sentence.text)) {
      if (pattern === FICTION_CUE && LIKENESS_BEFORE.test(sentence.text.slice(Math.max(0, m.index - 12), m.index))) continue;
      cues.push({ start: m.index, end: m.index + m[0].length });
    }
  }
  return { cues };
}

/**
 * Inside a story, a question for information or about helping someone, a phrase counts only when
 * the speaker names themselves after the framing word ("after that movie I want to die").
 */
export function isFramed(frame: Frame, subject: SubjectInfo, matchAt: number, quoted: boolean): boolean {
  if (frame.cues.length === 0) return false;
  // Framing words far away in a very long sentence say nothing about this phrase.
  const cues = frame.cues.filter((cue) => Math.abs(cue.start - matchAt) < 4 * WINDOW);
  if (cues.length === 0) return false;
  if (subject.subject !== 'first' || quoted) return true;
  // The frame stands between the speaker and the phrase, or the speaker's "I" is part of it ("how do I help").
  return cues.some((cue) => (cue.start > subject.at && cue.start < matchAt) || (subject.at >= cue.start && subject.at < cue.end));
}

for (const pattern of [FICTION_CUE, INFO_CUE, HELP_CUE]) compiled(pattern);
