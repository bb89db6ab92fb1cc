import { List, Text, Title } from '@mantine/core';
import { ESSENTIAL_MAILS } from '@orchid/contracts/email-preferences';

/** The mails nobody can turn off, and why: the preference pages say so. */
export function EssentialMails() {
  return (
    <section aria-labelledby="essential-mails-title">
      <Title order={2} size="h3" id="essential-mails-title">
        E-mails you always get
      </Title>
      <Text mt="xs">
        These are about your account, your care and your payments, so they cannot be turned off:
      </Text>
      <List mt="xs" spacing={4}>
        {ESSENTIAL_MAILS.map((mail) => (
          <List.Item key={mail}>{mail}</List.Item>
        ))}
      </List>
    </section>
  );
}
