// The parts of fontkit 2 the PDF writer uses (the package ships no types).
declare module 'fontkit' {
  export interface Glyph {
    id: number;
    codePoints: number[];
    advanceWidth: number;
  }
  export interface GlyphPosition {
    xAdvance: number;
    yAdvance: number;
    xOffset: number;
    yOffset: number;
  }
  export interface GlyphRun {
    glyphs: Glyph[];
    positions: GlyphPosition[];
  }
  export interface Subset {
    includeGlyph(glyph: number | Glyph): number;
    encode(): Uint8Array;
  }
  export interface Font {
    postscriptName: string;
    unitsPerEm: number;
    ascent: number;
    descent: number;
    capHeight: number;
    italicAngle: number;
    bbox: { minX: number; minY: number; maxX: number; maxY: number };
    layout(text: string): GlyphRun;
    glyphForCodePoint(codePoint: number): Glyph;
    createSubset(): Subset;
  }
  export function create(buffer: Uint8Array): Font;
}
