// Line breaking for the PDF writer, on widths the caller measures (shaped runs for Devanagari).

const segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/** User-perceived characters: a Devanagari syllable such as क्षि is never cut inside. */
function graphemes(text: string): string[] {
  return segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : Array.from(text);
}

/**
 * Lines no wider than `width`: broken between words, and inside a word only when it is wider than a line.
 * A line's width is the sum of its words' widths, each measured with the space before it: shaping does not
 * reach across a space, and a word and its space are drawn in the same font.
 */
export function wrapText(text: string, width: number, measure: (line: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    let used = 0;
    const add = (piece: string, pieceWidth: number) => {
      line += piece;
      used += pieceWidth;
    };
    const newLine = () => {
      lines.push(line);
      line = '';
      used = 0;
    };
    for (const word of paragraph.split(' ')) {
      if (!word) continue;
      if (line) {
        const spaced = measure(` ${word}`);
        if (used + spaced <= width) {
          add(` ${word}`, spaced);
          continue;
        }
        newLine();
      }
      const alone = measure(word);
      if (alone <= width) {
        add(word, alone);
        continue;
      }
      for (const piece of graphemes(word)) {
        const pieceWidth = measure(piece);
        if (line && used + pieceWidth > width) newLine();
        add(piece, pieceWidth);
      }
    }
    lines.push(line);
  }
  return lines;
}
