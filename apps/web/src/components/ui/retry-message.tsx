import type { ReactNode } from 'react';
import { Button } from './button';
import { StatusMessage } from './status-message';

/** A list that could not load: why, and Try again. */
export function RetryMessage({ retry, children }: { retry: () => void; children: ReactNode }) {
  return (
    <StatusMessage
      tone="error"
      action={
        <Button variant="secondary" onClick={retry}>
          Try again
        </Button>
      }
    >
      {children}
    </StatusMessage>
  );
}
