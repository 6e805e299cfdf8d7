import { themed, defineStyle } from '@casino/design-system';
import { css } from '@emotion/react';

const termListDetails = themed(
  (th) => css`
    margin: 0;
    display: grid;
    grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
    gap: ${th.space.xs} ${th.space.md};
    font-size: 0.875rem;
    dt {
      color: ${th.color.textMuted};
    }
    dd {
      margin: 0;
    }
  `,
);
const termListBox = defineStyle(css`
  display: contents;
`);

/** Label and value pairs of a bonus card ("Minimum deposit: €100.00"), as a description list in two columns. */
export function TermList({ terms }: { terms: ReadonlyArray<readonly [label: string, value: string]> }) {
  if (terms.length === 0) return null;
  return (
    <dl css={termListDetails}>
      {terms.map(([label, value]) => (
        <div key={label} css={termListBox}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
