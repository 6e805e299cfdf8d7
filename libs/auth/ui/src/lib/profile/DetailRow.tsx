import { Text } from '@casino/design-system';
import type { ReactNode } from 'react';

/**
 * One row of a card's label/value list (a `Stack as="dl"`): the label muted and small above its value, the value free
 * to wrap (long emails, long names); the test id goes on the value.
 */
export function DetailRow({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <Text as="dt" size="sm" tone="muted">
        {label}
      </Text>
      <Text as="dd" data-testid={testId}>
        {children}
      </Text>
    </div>
  );
}
