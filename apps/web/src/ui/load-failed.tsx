import { Alert, Button, Stack } from '@mantine/core';

type LoadFailedProps = { message: string; error: Error; onRetry: () => void };

/** A load that failed: what did not load, the reason, and a way to try again. */
export function LoadFailed({ message, error, onRetry }: LoadFailedProps) {
  return (
    <Stack gap="sm" align="flex-start">
      <Alert color="red" variant="light" role="alert" title={message}>
        {error.message}
      </Alert>
      <Button variant="default" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}
