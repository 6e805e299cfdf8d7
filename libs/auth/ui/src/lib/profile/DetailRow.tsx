import type { ReactNode } from 'react';

/** One row of a card's label/value list (`detailListStyles` on the `dl`); the test id goes on the value. */
export function DetailRow({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}
