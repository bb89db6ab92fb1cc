import { Button, Menu, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { getStartedChoices } from './nav-items';

/** 'Get started' toggles a small menu with the two ways in. */
export function GetStartedMenu() {
  return (
    // Without the focus placeholder, opening focuses the first choice (and the menu holds
    // only menu items, as ARIA requires).
    <Menu position="bottom-end" width={300} shadow="md" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button rightSection={<IconChevronDown size={16} aria-hidden="true" />}>Get started</Button>
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
