import { ActionIcon, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

/**
 * An info button beside a field whose tooltip explains it (§2 names the texts). It opens on
 * hover, on keyboard focus and on a tap, so it works with a mouse, a keyboard and a finger;
 * while open, the button is described by the tooltip for screen readers.
 */
export function FieldHint({ field, hint }: { field: string; hint: string }) {
  return (
    <Tooltip
      label={hint}
      multiline
      w={260}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      <ActionIcon variant="subtle" size={32} aria-label={`About ${field}`}>
        <IconInfoCircle size={20} aria-hidden="true" />
      </ActionIcon>
    </Tooltip>
  );
}
