import { Anchor, Button, Group, Text, Title } from '@mantine/core';
import { BLOG_EDITORIAL_TERMS } from '@orchid/contracts/blog-categories';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { supportEmail, supportMailto } from '../../app/support';
import { LineList } from './line-list';

/** What happens to a submitted post (§9's editorial terms), and where to go from here. */
export function NextSteps() {
  return (
    <>
      <Title order={2} size="h3" mt="xl">
        What happens next
      </Title>
      <LineList lines={BLOG_EDITORIAL_TERMS} />
      <Text mt="md">
        A question meanwhile? Write to{' '}
        <Anchor href={supportMailto('My blog post submission')}>{supportEmail()}</Anchor>.
      </Text>
      <Group mt="xl" gap="sm">
        <Button component={Link} to={paths.blogs}>
          Read the blog
        </Button>
        <Button component={Link} to={paths.home} variant="default">
          Go to the home page
        </Button>
      </Group>
    </>
  );
}
