import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import {
  BLOG_LIST_LIMIT,
  type BlogCategory,
  type BlogEntry,
  type BlogSection,
} from '@orchid/contracts/blog';
import { categoriesOf } from '@orchid/contracts/blog-categories';
import { sectionMeta, sectionTitle } from '@orchid/contracts/blog-pages';
import { POST_BLOG_PATH, SECTION_PATHS, sectionItemPath } from '@orchid/contracts/blog-paths';
import { useState } from 'react';
import { Link } from 'react-router';
import { brandName } from '../../app/brand';
import { useViewerTimeZone } from '../../app/format/time-zone';
import { supportEmail, supportMailto } from '../../app/support';
import { usePageMeta } from '../../app/use-page-meta';
import listing from '../../ui/listing.module.css';
import { Panel } from '../../ui/panel';
import { QueryView } from '../../ui/query-view';
import classes from './blog.module.css';
import { useEntries } from './blog-queries';
import { entryNoun } from './blog-words';
import { EntryCard } from './entry-card';

type SectionPageProps = { section: BlogSection; category: BlogCategory | undefined };

/** /blogs, /press and their categories' pages: the published entries, newest first. */
export function SectionPage({ section, category }: SectionPageProps) {
  const meta = sectionMeta(section, brandName(), category);
  usePageMeta(meta.title, meta.description);
  const entries = useEntries(section, category?.value);
  return (
    <Container size="lg" className={listing.page}>
      <Stack gap="lg">
        <header>
          {category && (
            <Text fw={600} c="orchid.7">
              {sectionTitle(section)}
            </Text>
          )}
          <Title order={1}>{category ? category.label : sectionTitle(section)}</Title>
          <Text mt="xs" c="dimmed" size="lg">
            {meta.description}
          </Text>
        </header>
        <CategoryLinks section={section} current={category?.value} />
        <section
          aria-label={
            category ? category.label : `All of the ${sectionTitle(section).toLowerCase()}`
          }
        >
          <QueryView query={entries} failedMessage={`We could not load the ${entryNoun(section)}s`}>
            {(list) =>
              list.length === 0 ? (
                <NoEntries section={section} category={category} />
              ) : (
                <Stack gap="lg">
                  <EntryList entries={list} section={section} />
                  {list.length === BLOG_LIST_LIMIT && (
                    <OlderEntries
                      section={section}
                      category={category?.value}
                      skip={BLOG_LIST_LIMIT}
                    />
                  )}
                </Stack>
              )
            }
          </QueryView>
        </section>
        {section === 'blog' ? <WriteForUs /> : <PressContact />}
      </Stack>
    </Container>
  );
}

function EntryList({ entries, section }: { entries: BlogEntry[]; section: BlogSection }) {
  const timeZone = useViewerTimeZone();
  return (
    <ul className={`${listing.results} ${listing.threeColumns}`}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <EntryCard entry={entry} section={section} timeZone={timeZone} />
        </li>
      ))}
    </ul>
  );
}

type OlderEntriesProps = { section: BlogSection; category: string | undefined; skip: number };

/** The next BLOG_LIST_LIMIT entries, once asked for; and a button for more while pages are full. */
function OlderEntries({ section, category, skip }: OlderEntriesProps) {
  const [shown, setShown] = useState(false);
  if (!shown) {
    return (
      <Button variant="default" onClick={() => setShown(true)} className={classes.older}>
        Older {entryNoun(section)}s
      </Button>
    );
  }
  return <OlderPage section={section} category={category} skip={skip} />;
}

function OlderPage({ section, category, skip }: OlderEntriesProps) {
  const entries = useEntries(section, category, skip);
  return (
    <QueryView query={entries} failedMessage={`We could not load older ${entryNoun(section)}s`}>
      {(list) => (
        <Stack gap="lg">
          <EntryList entries={list} section={section} />
          {list.length === BLOG_LIST_LIMIT && (
            <OlderEntries section={section} category={category} skip={skip + BLOG_LIST_LIMIT} />
          )}
        </Stack>
      )}
    </QueryView>
  );
}

/** The section's categories, the current one marked: each a page of its own. */
function CategoryLinks({
  section,
  current,
}: {
  section: BlogSection;
  current: string | undefined;
}) {
  const links = [
    { label: 'All', to: SECTION_PATHS[section], active: current === undefined },
    ...categoriesOf(section).map((category) => ({
      label: category.label,
      to: sectionItemPath(section, category.value),
      active: category.value === current,
    })),
  ];
  return (
    <nav aria-label="Categories">
      <ul className={classes.categories}>
        {links.map((link) => (
          <li key={link.to}>
            <Button
              component={Link}
              to={link.to}
              variant={link.active ? 'filled' : 'default'}
              radius="xl"
              size="sm"
              aria-current={link.active ? 'page' : undefined}
            >
              {link.label}
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function NoEntries({ section, category }: SectionPageProps) {
  return (
    <Panel>
      <Title order={2} size="h3">
        {category ? `Nothing in ${category.label} yet` : `No ${entryNoun(section)}s yet`}
      </Title>
      <Text mt="xs">
        {category
          ? `New ${entryNoun(section)}s appear here as they are published. Meanwhile, the other categories may have what you are looking for.`
          : `New ${entryNoun(section)}s appear here as they are published.`}
      </Text>
      {category && (
        <Button component={Link} to={SECTION_PATHS[section]} mt="md">
          See all {entryNoun(section)}s
        </Button>
      )}
    </Panel>
  );
}

/** Guest authors: where to send a post (§5). */
function WriteForUs() {
  return (
    <Panel className={classes.aside}>
      <Title order={2} size="h3">
        Have something to share?
      </Title>
      <Text mt="xs">
        We publish articles by clinicians and researchers on professional development, clinician
        wellness, industry research and the news. Read the guidelines and send us your draft.
      </Text>
      <Button component={Link} to={POST_BLOG_PATH} mt="md">
        Submit a post
      </Button>
    </Panel>
  );
}

function PressContact() {
  return (
    <Panel className={classes.aside}>
      <Title order={2} size="h3">
        Press inquiries
      </Title>
      <Text mt="xs">
        Writing about {brandName()}? Write to{' '}
        <Anchor href={supportMailto('Press inquiry')}>{supportEmail()}</Anchor> and we will get back
        to you.
      </Text>
    </Panel>
  );
}
