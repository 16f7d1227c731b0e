import { ShapedFont, clusterTexts } from '../../../frontend/src/lib/pdf/shaped-font';
import { splitRuns } from '../../../frontend/src/lib/pdf/text-runs';
import { wrapText } from '../../../frontend/src/lib/pdf/wrap-text';
import type { Font } from 'fontkit';
import { devanagariFont } from '../helpers/pdf-fonts';

let font: Font;
beforeAll(async () => {
  font = await devanagariFont();
});

const cmapGlyph = (text: string) => Array.from(text, (c) => font.layout(c).glyphs[0]?.id);

describe('Devanagari in the PDF writer', () => {
  it('draws कि with the i-matra glyph first, as the shaper lays it out', () => {
    const shaped = new ShapedFont(font, 'TESTAA');
    const glyphs = shaped.shape('कि').map((g) => shaped.glyphOf(g.cid));
    expect(glyphs).toEqual(font.layout('कि').glyphs.map((g) => g.id));
    // Unshaped, क would come first.
    expect(glyphs[0]).not.toBe(cmapGlyph('क')[0]);
    expect(glyphs[1]).toBe(cmapGlyph('क')[0]);
    // The content stream draws them in that order.
    const [first, second] = shaped.shape('कि');
    expect(shaped.draw('F9', 'कि', 12, 0, 0)).toMatch(new RegExp(`<${first!.cid.toString(16).padStart(4, '0')}>.*<${second!.cid.toString(16).padStart(4, '0')}>`));
  });

  it('draws the conjunct क्ष as one glyph, not its three letters', () => {
    const shaped = new ShapedFont(font, 'TESTAA');
    // Its virama and ष are carried by a blank zero-width glyph after it (for text extraction).
    const blank = font.glyphForCodePoint(0x200b).id;
    const glyphs = shaped.shape('क्ष').map((g) => shaped.glyphOf(g.cid)).filter((id) => id !== blank);
    expect(glyphs).toHaveLength(1);
    expect(glyphs).toEqual(font.layout('क्ष').glyphs.map((g) => g.id));
    expect(glyphs).not.toEqual(cmapGlyph('क्ष'));
  });

  it('gives each glyph text so that reading them in drawing order gives the typed word', () => {
    for (const word of ['किताब', 'प्रिया', 'शर्मा', 'हूँ', 'क्षमा']) {
      const glyphs = font.layout(word).glyphs.map((g) => g.codePoints);
      expect(clusterTexts(word, glyphs).map((g) => g.text + g.trailing).join('')).toBe(word);
    }
    expect(clusterTexts('कि', [[0x93f], [0x915]])).toEqual([{ text: 'क', trailing: '' }, { text: 'ि', trailing: '' }]);
    expect(clusterTexts('क्ष', [[0x915, 0x94d, 0x937]])).toEqual([{ text: 'क', trailing: '्ष' }]);
    // A glyph with a width never stands for a nonspacing mark: प्र's virama trails the i-matra's glyph.
    expect(clusterTexts('प्रि', [[0x93f], [0x92a, 0x94d, 0x930]])).toEqual([{ text: 'प', trailing: '्' }, { text: 'र', trailing: 'ि' }]);
  });

  it('splits runs by script, spaces before Devanagari going with it', () => {
    expect(splitRuns('Hello प्रिया शर्मा, Анна')).toEqual([
      { text: 'Hello', script: 'latin' },
      { text: ' प्रिया शर्मा', script: 'devanagari' },
      { text: ', Анна', script: 'latin' },
    ]);
  });

  it('wraps a mixed line on shaped widths, never inside a syllable', () => {
    const shaped = new ShapedFont(font, 'TESTAA');
    const measure = (line: string) =>
      splitRuns(line).reduce((sum, run) => sum + (run.script === 'devanagari' ? shaped.width(run.text, 10) : run.text.length * 5), 0);
    const text = 'I read किताब today and felt मैं आज बेहतर महसूस कर रही हूँ again';
    const lines = wrapText(text, 80, measure);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(80);
    expect(lines.join(' ')).toBe(text);
    expect(wrapText('क्षक्षक्षक्षक्षक्ष', 20, measure).every((line) => /^(क्ष)+$/.test(line))).toBe(true);
  });
});
