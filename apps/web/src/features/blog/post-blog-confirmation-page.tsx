import { Container, Text, Title } from '@mantine/core';
import { BlogSubmissionReceiptSchema } from '@orchid/contracts/blog';
import { useLocation } from 'react-router';
import { usePageMeta } from '../../app/use-page-meta';
import listing from '../../ui/listing.module.css';
import { Panel } from '../../ui/panel';
import classes from './blog.module.css';
import { NextSteps } from './next-steps';

/**
 * /post-blog-confirmation: where the submission form leads once the draft is sent. It shows
 * what was received (the title, the file or link, the address we reply to) from the form's
 * answer; opened on its own (a reload in another tab, a bookmark) it has no submission to show
 * and says only what happens next, as /thanksforsharing does. docs/blog.md.
 */
export function PostBlogConfirmationPage() {
  usePageMeta('Your post is on its way', 'We received your blog post and will reply soon.');
  const parsed = BlogSubmissionReceiptSchema.safeParse(
    (useLocation().state as { receipt?: unknown } | null)?.receipt,
  );
  const receipt = parsed.success ? parsed.data : undefined;
  return (
    <Container size="sm" className={listing.page}>
      <Title order={1}>Your post is on its way</Title>
      <Text mt="sm" size="lg">
        Thank you for writing for us. Our editors read every submission.
      </Text>
      {receipt && (
        <section aria-label="What we received">
          <Panel mt="lg">
            <dl className={classes.receipt}>
              <dt>Suggested title</dt>
              <dd>{receipt.suggested_title}</dd>
              <dt>Your draft</dt>
              <dd>{receipt.draft_file_name ?? receipt.document_url}</dd>
              <dt>We will reply to</dt>
              <dd>{receipt.email}</dd>
            </dl>
          </Panel>
        </section>
      )}
      <NextSteps />
    </Container>
  );
}
