import { Anchor, Container, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { brandName } from '../../app/brand';
import { paths } from '../../app/paths';
import { usePageMeta } from '../../app/use-page-meta';
import listing from '../../ui/listing.module.css';
import { NextSteps } from './next-steps';

/**
 * /thanksforsharing: the thank-you page for anyone who shared their writing with us, however
 * they sent it (the form, or by e-mail as the write-for-us page explains). It is a page to link
 * to (from a reply, from the write-for-us page): it names no submission, and says what happens
 * next. docs/blog.md.
 */
export function ThanksForSharingPage() {
  usePageMeta(
    'Thanks for sharing',
    `Thank you for sharing your writing with the ${brandName()} blog.`,
  );
  return (
    <Container size="sm" className={listing.page}>
      <Title order={1}>Thanks for sharing</Title>
      <Text mt="sm" size="lg">
        Sharing what you know helps clinicians and the people they care for. We read every draft
        that reaches us, whether it came through the form or by e-mail.
      </Text>
      <Text mt="sm">
        Have another idea?{' '}
        <Anchor component={Link} to={paths.postBlog}>
          Submit another post
        </Anchor>
      </Text>
      <NextSteps />
    </Container>
  );
}
