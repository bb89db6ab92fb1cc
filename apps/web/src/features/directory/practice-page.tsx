import { Container, Stack, Text, Title } from '@mantine/core';
import type { DirectoryResult } from '@orchid/contracts/directory';
import { useParams } from 'react-router';
import { brandName } from '../../app/brand';
import { useViewerTimeZone } from '../../app/format/time-zone';
import { paths } from '../../app/paths';
import { usePageMeta } from '../../app/use-page-meta';
import listing from '../../ui/listing.module.css';
import { QueryView } from '../../ui/query-view';
import { NotFoundPage } from '../not-found/not-found-page';
import { isNotFound, useDirectoryPractice } from './directory-queries';
import { ResultCard } from './result-card';

/**
 * The first segments of the app's own pages: an address the spec names (built or not) is
 * never read as a practice's name, so /blogs stays not found rather than asking the API.
 */
const appSegments = new Set(
  Object.values(paths).map((path) => path.split('/')[1]?.toLowerCase() ?? ''),
);

/** /{practice_group_name}: a practice's page with its listed professionals (the catch-all). */
export function PracticePage() {
  const { practice_group_name: name = '' } = useParams();
  if (appSegments.has(name.toLowerCase())) return <NotFoundPage />;
  return <Practice name={name} />;
}

function Practice({ name }: { name: string }) {
  const practice = useDirectoryPractice(name);
  if (practice.isError && isNotFound(practice.error)) return <NotFoundPage />;
  return (
    <Container size="lg" className={listing.page}>
      <QueryView query={practice} failedMessage="We could not load this practice">
        {(answer) => <PracticeContent {...answer} />}
      </QueryView>
    </Container>
  );
}

type PracticeContentProps = {
  practice_group_name: string;
  professionals: DirectoryResult[];
};

function PracticeContent({ practice_group_name: name, professionals }: PracticeContentProps) {
  usePageMeta(
    name,
    `The professionals of ${name} on ${brandName()}: their prices and free times, and booking online.`,
  );
  const timeZone = useViewerTimeZone();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{name}</Title>
        <Text mt="xs" c="dimmed" size="lg">
          {professionals.length === 1
            ? 'One professional of this practice takes bookings online.'
            : `${professionals.length} professionals of this practice take bookings online.`}
        </Text>
      </div>
      <ul className={listing.results} aria-label="Professionals">
        {professionals.map((result) => (
          <li key={result.sub}>
            <ResultCard result={result} timeZone={timeZone} />
          </li>
        ))}
      </ul>
    </Stack>
  );
}
