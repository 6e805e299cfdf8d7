import { DescriptionList } from '@casino/design-system';

/** Label and value pairs of a bonus card ("Minimum deposit: €100.00"), as a description list in two columns. */
export function TermList({ terms }: { terms: ReadonlyArray<readonly [label: string, value: string]> }) {
  if (terms.length === 0) return null;
  return (
    <DescriptionList layout="inline" size="sm" detailWeight="regular">
      {terms.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </DescriptionList>
  );
}
