import { Alert } from '@mantine/core';
import { messages } from '@orchid/contracts/errors';

/** 'Please fill out all of the required fields correctly', once a submit found problems. */
export function InvalidFormAlert({ shown }: { shown: boolean }) {
  if (!shown) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {messages.invalidForm}
    </Alert>
  );
}
