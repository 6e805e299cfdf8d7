import { themed } from '@casino/design-system';
import { css } from '@emotion/react';

const highlightMark = themed(
  (t) => css`
    background: ${t.color.accent};
    color: ${t.color.onAccent};
    border-radius: 2px;
  `,
);

/** `text` with every case-insensitive occurrence of `match` marked (`<mark>`), for search results. */
export function Highlight({ text, match }: { text: string; match: string }) {
  const needle = match.trim().toLocaleLowerCase();
  if (!needle) return text;
  const parts: Array<{ text: string; hit: boolean }> = [];
  const haystack = text.toLocaleLowerCase();
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), hit: false });
    parts.push({ text: text.slice(at, at + needle.length), hit: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), hit: false });
  return (
    <>
      {parts.map((part, i) =>
        part.hit ? (
          <mark key={i} css={highlightMark}>
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
