import { Button, Container, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/brand';
import { paths } from '../../app/paths';

/** Any address without a page, and /page-not-found itself. */
export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <Container size="sm" py="xl">
      <Text c="dimmed" fw={600}>
        Page not found
      </Text>
      <Title order={1} mt="xs">
        We couldn't find that page
      </Title>
      <Text mt="sm" size="lg">
        The link may be out of date, or the page may not exist yet. Nothing is wrong on your side.
      </Text>
      <Group mt="lg" gap="sm">
        <Button component={Link} to={paths.home}>
          Go to the home page
        </Button>
        <Button component={Link} to={paths.professionalSearch} variant="default">
          Find a professional
        </Button>
      </Group>
    </Container>
  );
}
