import { List } from '@mantine/core';

/** Short sentences as a bulleted list (guidelines, next steps). */
export function LineList({ lines }: { lines: readonly string[] }) {
  return (
    <List mt="sm" spacing={6}>
      {lines.map((line) => (
        <List.Item key={line}>{line}</List.Item>
      ))}
    </List>
  );
}
