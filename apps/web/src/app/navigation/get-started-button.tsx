import { Button } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';

// The menu (Mantine's Menu, Popover and focus trap) is not needed to show a page: it is
// fetched when the pointer or focus comes to the button, and shown when it is pressed.
const loadMenu = () => import('./get-started-menu');
const GetStartedMenu = lazy(() => loadMenu().then((m) => ({ default: m.GetStartedMenu })));

/** 'Get started', looking and announced as the menu's button, until the menu is wanted. */
export function GetStartedButton() {
  const [wanted, setWanted] = useState(false);
  const placeholder = (
    <Button
      rightSection={<IconChevronDown size={16} aria-hidden="true" />}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={loadMenu}
      onFocus={loadMenu}
      onClick={() => setWanted(true)}
    >
      Get started
    </Button>
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <GetStartedMenu openOnMount />
    </Suspense>
  );
}
