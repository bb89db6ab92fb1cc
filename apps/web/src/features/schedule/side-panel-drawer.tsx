import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { panelTitle, type SidePanel } from './side-panel';

type SidePanelDrawerProps = {
  panel: SidePanel;
  /** Phones get the panel over the whole screen. */
  phone: boolean;
  onClose: () => void;
  children: ReactNode;
};

/** Where the one open side panel shows: beside the calendar, or full screen on a phone. */
export function SidePanelDrawer({ panel, phone, onClose, children }: SidePanelDrawerProps) {
  return (
    <Drawer
      opened={panel.kind !== 'none'}
      onClose={onClose}
      position={phone ? 'bottom' : 'right'}
      size={phone ? '100%' : 'md'}
      title={panelTitle(panel)}
      padding="md"
    >
      {children}
    </Drawer>
  );
}
