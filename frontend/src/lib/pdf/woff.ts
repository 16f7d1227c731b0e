// WOFF 1.0 to a plain TrueType file. fontkit reads WOFF directly but inflates a compressed table again on
// every read of it (each glyph of a subset reads the glyph table), which made a page of Devanagari take
// seconds; unpacked once, every read is a slice.

export type Inflate = (zlibData: Uint8Array) => Uint8Array | Promise<Uint8Array>;

/** The browser's own zlib inflation. */
export async function inflateInBrowser(zlibData: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([zlibData as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const pad4 = (n: number) => (n + 3) & ~3;

export async function woffToSfnt(woff: Uint8Array, inflate: Inflate): Promise<Uint8Array> {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) return woff; // not 'wOFF': already a plain font
  const flavor = view.getUint32(4);
  const count = view.getUint16(12);
  const tables = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const at = 44 + i * 20;
      const offset = view.getUint32(at + 4);
      const compressed = view.getUint32(at + 8);
      const length = view.getUint32(at + 12);
      const raw = woff.subarray(offset, offset + compressed);
      return { tag: view.getUint32(at), checksum: view.getUint32(at + 16), data: compressed < length ? await inflate(raw) : raw };
    }),
  );
  const header = 12 + count * 16;
  const out = new Uint8Array(header + tables.reduce((sum, t) => sum + pad4(t.data.length), 0));
  const sfnt = new DataView(out.buffer);
  let power = 1;
  while (power * 2 <= count) power *= 2;
  sfnt.setUint32(0, flavor);
  sfnt.setUint16(4, count);
  sfnt.setUint16(6, power * 16);
  sfnt.setUint16(8, Math.log2(power));
  sfnt.setUint16(10, count * 16 - power * 16);
  let offset = header;
  tables.forEach((table, i) => {
    sfnt.setUint32(12 + i * 16, table.tag);
    sfnt.setUint32(16 + i * 16, table.checksum);
    sfnt.setUint32(20 + i * 16, offset);
    sfnt.setUint32(24 + i * 16, table.data.length);
    out.set(table.data, offset);
    offset += pad4(table.data.length);
  });
  return out;
}
