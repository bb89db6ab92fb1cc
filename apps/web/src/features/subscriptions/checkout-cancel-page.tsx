import { Button, Container, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/brand';
import { paths } from '../../app/paths';

/** /pricing/checkout-cancel: the payment page was left without paying. Nothing changed. */
export function CheckoutCancelPage() {
  usePageTitle('Checkout canceled');
  return (
    <Container size="sm" py="xl">
      <Title order={1}>Checkout canceled</Title>
      <Text mt="sm" size="lg">
        No payment was made and your plan is as it was. Take your time: you can come back to the
        plans whenever you are ready.
      </Text>
      <Group mt="lg" gap="sm">
        <Button component={Link} to={paths.pricing}>
          Back to plans
        </Button>
      </Group>
    </Container>
  );
}
