import { readFileSync } from 'node:fs';
import { EXCEPTIONS_FILE, commonEnglishWords, spellingExceptionsSource } from '../../bin/crisis-model/spelling-exceptions';
import { assessText } from '../../frontend/src/lib/crisis/detector';
import { analyzeText } from '../../frontend/src/lib/crisis/normalize-text';
import { RISK_VOCABULARY, correctSpelling, editDistance } from '../../frontend/src/lib/crisis/spelling';

describe('crisis spelling layer', () => {
  it.each([
    ['wnat', 'want'], // swapped
    ['wamt', 'want'], // keyboard neighbour
    ['whant', 'want'], // added letter
    ['sucide', 'suicide'], // dropped letter
    ['suicde', 'suicide'],
    ['suiside', 'suicide'],
    ['comitting', 'committing'],
    ['commiting', 'committing'],
    ['kiil', 'kill'], // doubled and undoubled
    ['klil', 'kill'],
    ['myslef', 'myself'],
    ['yourslef', 'yourself'],
    ['overdoze', 'overdose'],
    ['tommorow', 'tomorrow'],
    ['dieee', 'die'], // stretched
    ['cuttt', 'cut'],
    ['k1ll', 'kill'], // leetspeak
    ['0verdose', 'overdose'],
    ['lyfe', 'life'], // a letter that sounds the same
  ])('reads %s as %s', (typed, word) => {
    expect(correctSpelling(typed)).toBe(word);
  });

  it.each(['fill', 'hand', 'diet', 'dear', 'bride', 'went', 'will', 'hill', 'gong', 'pals', 'note', 'cute', 'died', 'tired', 'wonder', '4am', '2019'])(
    'leaves the English word or number %s as it is',
    (word) => {
      expect(correctSpelling(word)).toBe(word);
    },
  );

  it('holds a short word to keyboard neighbours: "kilt" is not "kill", "wsnt" is "want"', () => {
    expect(editDistance('wsnt', 'want')).toBe(1);
    expect(editDistance('wbnt', 'want')).toBe(2);
    expect(correctSpelling('wbnt')).toBe('wbnt');
  });

  it('lets a long word be two edits off', () => {
    expect(correctSpelling('antidepresants')).toBe('antidepressants');
    expect(correctSpelling('acetominophen')).toBe('acetaminophen');
  });

  it('never corrects a common English word into a risk word', () => {
    const vocabulary = new Set(RISK_VOCABULARY);
    const changed = [...commonEnglishWords()].filter((word) => !vocabulary.has(word) && correctSpelling(word) !== word);
    expect(changed).toEqual([]);
  });

  it('the committed exceptions are what the word list gives', () => {
    expect(spellingExceptionsSource()).toBe(readFileSync(EXCEPTIONS_FILE, 'utf8'));
  });

  it('feeds the rules: misspelled risk reads as risk, and the message is normalised once', () => {
    expect(analyzeText('i wnat to kil myslef').normalized).toBe('i want to kill myself');
    expect(assessText('i wnat to kil myslef').outcome).toBe('crisis');
    expect(assessText('im gonna comit suicde tonite').tier).toBe('intent');
    expect(assessText('tommorow i will jmup off the brige').tier).toBe('intent');
    expect(assessText('I fill sad about my hand').outcome).toBe('none');
  });
});
