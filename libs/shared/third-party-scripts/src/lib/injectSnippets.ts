import type { ScriptItem } from '@casino/api-contract';

export const THIRD_PARTY_ATTR = 'data-third-party';

/**
 * Turns an HTML snippet into nodes that actually run: nodes parsed through a <template> keep their markup,
 * but scripts parsed that way never execute, so each <script> is re-created with createElement, its
 * attributes and text copied and the page's CSP nonce set (allowed by `'nonce-…' 'strict-dynamic'`).
 */
export function snippetToNodes(doc: Document, html: string, key: string, nonce?: string): Node[] {
  if (!html.trim()) return [];
  const template = doc.createElement('template');
  template.innerHTML = html;
  const nodes: Node[] = [];
  for (const node of Array.from(template.content.childNodes)) {
    // Top-level text and comments carry nothing to run and cannot hold the removal marker.
    if (node.nodeType !== 1) continue;
    const live = revive(doc, node, nonce) as Element;
    live.setAttribute(THIRD_PARTY_ATTR, key);
    nodes.push(live);
  }
  return nodes;
}

function revive(doc: Document, node: Node, nonce?: string): Node {
  if (node.nodeType === 1 && (node as Element).tagName === 'SCRIPT') {
    const old = node as HTMLScriptElement;
    const script = doc.createElement('script');
    for (const attr of Array.from(old.attributes)) script.setAttribute(attr.name, attr.value);
    script.text = old.text;
    if (nonce) script.nonce = nonce;
    return script;
  }
  const copy = doc.importNode(node, false);
  for (const child of Array.from(node.childNodes)) copy.appendChild(revive(doc, child, nonce));
  return copy;
}

/** Injects every item: head → end of <head>, bodyStart → start of <body> (in order), bodyEnd → end of <body>. */
export function injectScriptItems(doc: Document, items: readonly ScriptItem[], nonce?: string): void {
  const bodyStartNodes: Node[] = [];
  for (const item of items) {
    for (const n of snippetToNodes(doc, item.head, item.key, nonce)) doc.head.appendChild(n);
    bodyStartNodes.push(...snippetToNodes(doc, item.bodyStart, item.key, nonce));
    for (const n of snippetToNodes(doc, item.bodyEnd, item.key, nonce)) doc.body.appendChild(n);
  }
  // Inserted in reverse before the first child so the items keep their order at the top of <body>.
  for (const n of bodyStartNodes.reverse()) doc.body.insertBefore(n, doc.body.firstChild);
}

/** Removes every node this lib injected (and only those). */
export function removeInjected(doc: Document): void {
  for (const el of Array.from(doc.querySelectorAll(`[${THIRD_PARTY_ATTR}]`))) el.remove();
}
