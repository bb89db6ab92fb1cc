import { ActionIcon, Tooltip } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { type PointerEvent, useState } from 'react';

const byMouse = (event: PointerEvent) => event.pointerType === 'mouse';

/**
 * An info button beside a field whose tooltip explains it (§2 names the texts). A mouse opens
 * it by hovering, a keyboard by focusing the button, a finger by tapping it (a tap elsewhere
 * or Escape closes it): a hover-only tooltip would leave phones without the text. While open,
 * the button is described by the tooltip for screen readers.
 */
export function FieldHint({ field, hint }: { field: string; hint: string }) {
  const [opened, setOpened] = useState(false);
  const button = useClickOutside<HTMLButtonElement>(() => setOpened(false));
  return (
    <Tooltip label={hint} opened={opened} multiline w={260} withArrow>
      <ActionIcon
        ref={button}
        variant="subtle"
        size={32}
        aria-label={`About ${field}`}
        onClick={() => setOpened((open) => !open)}
        onPointerEnter={(event) => byMouse(event) && setOpened(true)}
        onPointerLeave={(event) => byMouse(event) && setOpened(false)}
        onFocus={(event) => event.currentTarget.matches(':focus-visible') && setOpened(true)}
        onBlur={() => setOpened(false)}
        onKeyDown={(event) => event.key === 'Escape' && setOpened(false)}
      >
        <IconInfoCircle size={20} aria-hidden="true" />
      </ActionIcon>
    </Tooltip>
  );
}
