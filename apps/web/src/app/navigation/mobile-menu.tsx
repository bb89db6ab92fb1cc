import { Burger, Button, Divider, Drawer, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, NavLink } from 'react-router';
import classes from './mobile-menu.module.css';
import { type barLinks, getStartedChoices } from './nav-items';

type MobileMenuProps = { links: (typeof barLinks)[keyof typeof barLinks] };

/** On narrow screens the top bar's links fold into this burger menu. */
export function MobileMenu({ links }: MobileMenuProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <>
      <Burger
        opened={opened}
        onClick={toggle}
        aria-label={opened ? 'Close menu' : 'Open menu'}
        aria-expanded={opened}
        aria-controls="mobile-menu"
        size="sm"
        hiddenFrom="lg"
      />
      <Drawer
        id="mobile-menu"
        opened={opened}
        onClose={close}
        position="right"
        size="min(22rem, 100%)"
        title="Menu"
      >
        <nav aria-label="Menu">
          <Stack gap={4}>
            {[...links.pages, ...links.account].map((item) => (
              <NavLink key={item.to} to={item.to} className={classes.link} onClick={close}>
                {item.label}
              </NavLink>
            ))}
          </Stack>
          <Divider my="sm" />
          {links.action === 'get-started' ? (
            <Stack gap="xs">
              <Text fw={600}>Get started</Text>
              {getStartedChoices.map((choice) => (
                <Button
                  key={choice.to}
                  component={Link}
                  to={choice.to}
                  onClick={close}
                  variant="light"
                  fullWidth
                >
                  {choice.label}
                </Button>
              ))}
            </Stack>
          ) : (
            <Button component={Link} to={links.action.to} onClick={close} fullWidth>
              {links.action.label}
            </Button>
          )}
        </nav>
      </Drawer>
    </>
  );
}
