import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** Shown in place of a screen while its code loads. */
export function ScreenLoading() {
  return (
    <Center py="xl" role="status">
      <Loader aria-hidden="true" />
      <VisuallyHidden>Loading</VisuallyHidden>
    </Center>
  );
}
