import { Button, type ButtonProps, VisuallyHidden } from '@mantine/core';
import { demoBookingHref, isExternal } from './demo-booking';

/**
 * "Book Your Free Demo" (§2): the installation's external scheduling page in a new tab, or,
 * without one, the demo request on the partner page.
 */
export function BookDemoLink(props: ButtonProps) {
  const href = demoBookingHref();
  const external = isExternal(href);
  return (
    <Button
      component="a"
      href={href}
      size="md"
      {...(external ? { target: '_blank', rel: 'noopener' } : {})}
      {...props}
    >
      Book Your Free Demo
      {external && <VisuallyHidden> (opens in a new tab)</VisuallyHidden>}
    </Button>
  );
}
