/**
 * Relative links of the Markdown documents, and whether each resolves: the file exists and,
 * for a `#fragment` into a Markdown file, a heading of that file has that GitHub anchor.
 */
import fs from 'node:fs';
import path from 'node:path';

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function headingAnchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const line of withoutCodeBlocks(markdown).split('\n')) {
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading?.[1]) continue;
    const base = heading[1].trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

function withoutCodeBlocks(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '');
}

/** Every relative link of a Markdown file that does not resolve, as `target` strings. */
export function brokenLinks(file: string): string[] {
  const text = withoutCodeBlocks(fs.readFileSync(file, 'utf8'));
  const broken: string[] = [];
  for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = match[1] ?? '';
    if (/^[a-z]+:/i.test(target)) continue;
    const [filePart = '', fragment] = target.split('#');
    const resolved = filePart === '' ? file : path.resolve(path.dirname(file), decodeURI(filePart));
    if (!fs.existsSync(resolved)) {
      broken.push(target);
    } else if (fragment && resolved.endsWith('.md') && !headingAnchors(fs.readFileSync(resolved, 'utf8')).has(fragment)) {
      broken.push(target);
    }
  }
  return broken;
}
