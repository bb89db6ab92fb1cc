import { Anchor, Container, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { brandName } from '../../app/brand';
import { paths } from '../../app/paths';
import { supportEmail } from '../../app/support';
import { usePageMeta } from '../../app/use-page-meta';
import listing from '../../ui/listing.module.css';

/**
 * /demo-requested: where a demo request lands when the operator has no scheduling page
 * (DEMO_BOOKING_URL unset; docs/marketing.md). The operator was mailed and writes back.
 */
export function DemoRequestedPage() {
  usePageMeta('Demo requested', `Thank you for asking for a ${brandName()} demo.`);
  const firstName = (useLocation().state as { firstName?: string } | null)?.firstName;
  return (
    <Container size="sm" className={listing.page}>
      <Title order={1}>{firstName ? `Thank you, ${firstName}` : 'Thank you'}</Title>
      <Text mt="sm" size="lg">
        We have your request for a free demo. Someone from our team will write to you soon to find a
        time that suits you.
      </Text>
      <Text mt="sm">
        Questions before then? Write to{' '}
        <Anchor href={`mailto:${supportEmail()}`}>{supportEmail()}</Anchor>.
      </Text>
      <Text mt="sm">
        <Anchor component={Link} to={paths.home}>
          Back to the home page
        </Anchor>
      </Text>
    </Container>
  );
}
