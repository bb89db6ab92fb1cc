import { Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import type { MobileMenuProps } from './mobile-menu-drawer';

// The drawer and what it holds are loaded when the burger is first pressed (or touched).
const loadDrawer = () => import('./mobile-menu-drawer');
const MobileMenuDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MobileMenuDrawer })));

/** On narrow screens the top bar's links fold into this burger menu. */
export function MobileMenu({ links, user }: MobileMenuProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Burger
        opened={opened}
        onClick={() => {
          setWanted(true);
          toggle();
        }}
        onPointerDown={loadDrawer}
        onFocus={loadDrawer}
        aria-label={opened ? 'Close menu' : 'Open menu'}
        aria-expanded={opened}
        aria-controls="mobile-menu"
        size="sm"
        hiddenFrom="lg"
      />
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuDrawer links={links} user={user} opened={opened} close={close} />
        </Suspense>
      )}
    </>
  );
}
