import type { Font, Subset } from 'fontkit';

// A font whose text is laid out by fontkit (OpenType GSUB and GPOS: Indic reordering, conjuncts, half forms,
// reph, mark positioning) and written into the PDF as the glyphs it chose. jspdf maps one character to one
// glyph, which cannot show Devanagari; here the writer draws the shaped glyphs itself.

export interface ShapedGlyph {
  /** The glyph's number in the PDF font (its CID). */
  cid: number;
  /** In font units, from the shaper's positioning. */
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}

/** The jspdf callbacks a font is written with. */
export interface PdfObjectOutput {
  out(line: string): void;
  newObject(): number;
  putStream(options: { data: string; objectId: number; addLength1?: boolean }): void;
}

// Characters a shaper may drop without a glyph (joiners, selectors).
// The class lists code points one by one (variation selectors among them), never a combined sequence.
// eslint-disable-next-line no-misleading-character-class
const IGNORABLE = /[\u200B\u200C\u200E\u200F\u2060\uFE00-\uFE0F]|\u200D/u;

/** The text a glyph stands for, and what follows it on an invisible, zero-width glyph drawn after it. */
export interface GlyphText {
  text: string;
  trailing: string;
}

const NONSPACING_MARK = /\p{Mn}/u;

/**
 * The text each glyph stands for, so a reader extracts words in the order they were typed. A shaped syllable
 * (कि is drawn i-matra first, क्ष is one glyph) is a cluster: clusters end where the glyphs drawn so far account
 * for exactly the characters read so far. A cluster's characters are handed to its glyphs in drawing order,
 * one each; the nonspacing marks after a glyph's character (the virama of क्ष), and for the last glyph
 * whatever is left, go to `trailing`. Reading the glyphs left to right gives the typed text back, and no
 * glyph with a width stands for a nonspacing mark: pdf.js counts such a glyph as zero-width and splits the
 * word after it.
 */
export function clusterTexts(text: string, glyphs: readonly (readonly number[])[]): GlyphText[] {
  const chars = Array.from(text);
  const texts: GlyphText[] = glyphs.map(() => ({ text: '', trailing: '' }));
  const balance = new Map<number, number>();
  let pending = 0;
  let start = 0;
  let from = 0;
  let next = 0;
  const share = (end: number, upTo: number) => {
    const piece = chars.slice(from, upTo);
    for (let g = start; g < end; g += 1) {
      const text = piece.shift() ?? '';
      let trailing = '';
      if (g === end - 1) trailing = piece.splice(0).join('');
      else while (piece.length > end - 1 - g && NONSPACING_MARK.test(piece[0] ?? '')) trailing += piece.shift();
      texts[g] = { text, trailing };
    }
    start = end;
    from = upTo;
  };
  glyphs.forEach((codePoints, g) => {
    for (const cp of codePoints) {
      balance.set(cp, (balance.get(cp) ?? 0) + 1);
      pending += 1;
    }
    for (let char = chars[next]; char !== undefined; char = chars[next]) {
      const cp = char.codePointAt(0) ?? 0;
      const owed = balance.get(cp) ?? 0;
      if (owed > 0) {
        balance.set(cp, owed - 1);
        pending -= 1;
      } else if (!IGNORABLE.test(char)) break;
      next += 1;
    }
    if (pending === 0) share(g + 1, next);
  });
  // Whatever the glyphs did not account for stays with the last cluster, so no character is lost.
  if (from < chars.length || start < glyphs.length) {
    if (start === glyphs.length && glyphs.length > 0) {
      start -= 1;
      from -= Array.from(texts[start]?.text ?? '').length + Array.from(texts[start]?.trailing ?? '').length;
    }
    share(glyphs.length, chars.length);
  }
  return texts;
}

const hex4 = (n: number) => n.toString(16).padStart(4, '0');
const utf16Hex = (text: string) => Array.from({ length: text.length }, (_, i) => hex4(text.charCodeAt(i))).join('');
const num = (n: number) => String(Math.round(n * 100) / 100);

/** Bytes as the one-byte-per-character string jspdf writes into the file. */
export function binaryString(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return text;
}

export class ShapedFont {
  private readonly subset: Subset;
  private readonly cids = new Map<string, number>();
  // Indexed by CID; CID 0 is .notdef.
  private readonly gids: number[] = [0];
  private readonly sourceGids: number[] = [0];
  private readonly texts: string[] = [''];
  private readonly widths: number[] = [0];
  private readonly layouts = new Map<string, ShapedGlyph[]>();
  private readonly blank: number;

  constructor(
    readonly font: Font,
    private readonly tag: string,
  ) {
    this.subset = font.createSubset();
    // Zero width space: blank and zero-width, it carries the text of trailing marks (see clusterTexts).
    this.blank = font.glyphForCodePoint(0x200b).id;
  }

  private cidOf(gid: number, text: string, width: number): number {
    const key = `${gid} ${text}`;
    let cid = this.cids.get(key);
    if (cid === undefined) {
      cid = this.gids.length;
      this.cids.set(key, cid);
      this.gids.push(this.subset.includeGlyph(gid));
      this.sourceGids.push(gid);
      this.texts.push(text);
      this.widths.push(width);
    }
    return cid;
  }

  /** The glyphs drawn for `text`, shaped as one piece. */
  shape(text: string): ShapedGlyph[] {
    const known = this.layouts.get(text);
    if (known) return known;
    const run = this.font.layout(text);
    const texts = clusterTexts(text, run.glyphs.map((g) => g.codePoints));
    const shaped: ShapedGlyph[] = [];
    run.glyphs.forEach((glyph, i) => {
      const { text, trailing } = texts[i] ?? { text: '', trailing: '' };
      // Without a blank glyph in the font, the glyph keeps all its text.
      const own = this.blank ? text : text + trailing;
      const { xAdvance, xOffset, yOffset } = run.positions[i] ?? { xAdvance: glyph.advanceWidth, xOffset: 0, yOffset: 0 };
      // A glyph that stands for no character (ई is drawn as इ and a mark) reads as a zero width space,
      // which readers skip; with no text at all pdf.js would read its number as a control character.
      shaped.push({ cid: this.cidOf(glyph.id, own || '\u200B', glyph.advanceWidth), xAdvance, xOffset, yOffset });
      if (trailing && this.blank) shaped.push({ cid: this.cidOf(this.blank, trailing, 0), xAdvance: 0, xOffset: 0, yOffset });
    });
    this.layouts.set(text, shaped);
    return shaped;
  }

  /** The glyph a CID draws, numbered as in the whole font. */
  glyphOf(cid: number): number | undefined {
    return this.sourceGids[cid];
  }

  /** Width in points at `size`, as shaped (ligatures and kerning included). */
  width(text: string, size: number): number {
    return (this.shape(text).reduce((sum, g) => sum + g.xAdvance, 0) * size) / this.font.unitsPerEm;
  }

  /** Content-stream operators drawing `text` with its baseline starting at (x, y) in PDF coordinates. */
  draw(resource: string, text: string, size: number, x: number, y: number): string {
    const scale = 1000 / this.font.unitsPerEm;
    const ops = [`BT /${resource} ${num(size)} Tf ${num(x)} ${num(y)} Td`];
    let parts: string[] = [];
    let rise = 0;
    let carry = 0;
    const flush = () => {
      if (parts.length) ops.push(`[${parts.join(' ')}] TJ`);
      parts = [];
    };
    for (const g of this.shape(text)) {
      if (g.yOffset !== rise) {
        flush();
        rise = g.yOffset;
        ops.push(`${num((rise * size) / this.font.unitsPerEm)} Ts`);
      }
      // TJ numbers move the pen left by thousandths of the size: offset before the glyph, the rest after it.
      const before = carry - g.xOffset * scale;
      if (Math.abs(before) > 0.005) parts.push(num(before));
      parts.push(`<${hex4(g.cid)}>`);
      carry = -(g.xAdvance - g.xOffset - (this.widths[g.cid] ?? 0)) * scale;
    }
    flush();
    if (rise !== 0) ops.push('0 Ts');
    ops.push('ET');
    return ops.join('\n');
  }

  /** Writes the Type 0 font (subset, widths, CID to glyph map, ToUnicode) and returns its object number. */
  put({ out, newObject, putStream }: PdfObjectOutput): number {
    const { font } = this;
    const scale = 1000 / font.unitsPerEm;
    const name = `${this.tag}+${font.postscriptName}`;
    const fontFile = newObject();
    putStream({ data: binaryString(this.subset.encode()), objectId: fontFile, addLength1: true });
    out('endobj');

    const map = new Uint8Array(this.gids.length * 2);
    this.gids.forEach((gid, cid) => {
      map[cid * 2] = gid >> 8;
      map[cid * 2 + 1] = gid & 0xff;
    });
    const cidToGid = newObject();
    putStream({ data: binaryString(map), objectId: cidToGid });
    out('endobj');

    const lines = this.texts.map((text, cid) => `<${hex4(cid)}> <${utf16Hex(text)}>`).slice(1);
    const blocks: string[] = [];
    for (let i = 0; i < lines.length; i += 100) {
      const block = lines.slice(i, i + 100);
      blocks.push(`${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`);
    }
    const cmap = newObject();
    putStream({
      data: [
        '/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap',
        '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
        '/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def',
        '1 begincodespacerange\n<0000> <ffff>\nendcodespacerange',
        ...blocks,
        'endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend',
      ].join('\n'),
      objectId: cmap,
    });
    out('endobj');

    const { minX, minY, maxX, maxY } = font.bbox;
    const descriptor = newObject();
    out(`<< /Type /FontDescriptor /FontName /${name} /Flags 4 /FontFile2 ${fontFile} 0 R`);
    out(`/FontBBox [${[minX, minY, maxX, maxY].map((v) => num(v * scale)).join(' ')}] /ItalicAngle ${font.italicAngle}`);
    out(`/Ascent ${num(font.ascent * scale)} /Descent ${num(font.descent * scale)} /CapHeight ${num(font.capHeight * scale)} /StemV 80 >>`);
    out('endobj');

    const descendant = newObject();
    out(`<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${name} /FontDescriptor ${descriptor} 0 R`);
    out('/CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >>');
    out(`/W [1 [${this.widths.slice(1).map((w) => num(w * scale)).join(' ')}]] /CIDToGIDMap ${cidToGid} 0 R >>`);
    out('endobj');

    const type0 = newObject();
    out(`<< /Type /Font /Subtype /Type0 /BaseFont /${name} /Encoding /Identity-H`);
    out(`/DescendantFonts [${descendant} 0 R] /ToUnicode ${cmap} 0 R >>`);
    out('endobj');
    return type0;
  }
}
