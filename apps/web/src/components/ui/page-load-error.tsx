import { PAGE_LOAD_ERROR } from '@adepa/contract/messages';
import { Button } from './button';
import { StatusMessage } from './status-message';

/** A page that could not load: 'An error occurred when accessing this page.', Go Back, Refresh Page. */
export function PageLoadError() {
  return (
    <StatusMessage
      tone="error"
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <Button variant="secondary" onClick={() => window.history.back()}>
            Go Back
          </Button>
          <Button onClick={() => window.location.reload()}>Refresh Page</Button>
        </div>
      }
    >
      {PAGE_LOAD_ERROR}
    </StatusMessage>
  );
}
