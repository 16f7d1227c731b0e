/**
 * A control's accessible description as browsers compute it (accname) for the markup of these
 * forms: the elements its aria-describedby names, in order, each read by its aria-label when it
 * has one (a named list is read by its name, not its items), else by its text without what is
 * aria-hidden.
 */
export function accessibleDescription(control: Element): string {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids
    .map((id) => control.ownerDocument.getElementById(id))
    .map((element) => (element ? textAlternative(element) : ''))
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function textAlternative(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element)) return '';
  if (node.getAttribute('aria-hidden') === 'true') return '';
  const label = node.getAttribute('aria-label')?.trim();
  if (label) return label;
  const labelledBy = (node.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
  if (labelledBy.length > 0) return labelledBy.map((id) => node.ownerDocument.getElementById(id)?.textContent ?? '').join(' ');
  return Array.from(node.childNodes, textAlternative).join('');
}
