import { Button, Menu, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useOpenedAfterMount } from '../../ui/use-opened-after-mount';
import { getStartedChoices } from './nav-items';

/**
 * 'Get started' toggles a small menu with the two ways in. It is loaded when first wanted
 * (get-started-button.tsx), so it can mount opening: it focuses its button first, which is
 * where focus goes back when it closes.
 */
export function GetStartedMenu({ openOnMount = false }: { openOnMount?: boolean }) {
  const target = useRef<HTMLButtonElement>(null);
  const [wanted, setWanted] = useState(openOnMount);
  const opened = useOpenedAfterMount(wanted, target);
  return (
    // Without the focus placeholder, opening focuses the first choice (and the menu holds
    // only menu items, as ARIA requires).
    <Menu
      position="bottom-end"
      width={300}
      shadow="md"
      withInitialFocusPlaceholder={false}
      opened={opened}
      onChange={setWanted}
    >
      <Menu.Target>
        <Button ref={target} rightSection={<IconChevronDown size={16} aria-hidden="true" />}>
          Get started
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {getStartedChoices.map((choice) => (
          <Menu.Item key={choice.to} component={Link} to={choice.to}>
            <Text fw={600}>{choice.label}</Text>
            <Text size="sm" c="dimmed">
              {choice.description}
            </Text>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
