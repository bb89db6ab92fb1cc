import { Button, Stack, Text } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailed } from '../../ui/load-failed';
import { PlainList } from '../../ui/plain-list';
import { ScreenLoading } from '../../ui/screen-loading';

type PagedEventsProps<E> = {
  query: UseInfiniteQueryResult<InfiniteData<{ events: E[] }>, Error>;
  /** The list's accessible name. */
  label: string;
  failedMessage: string;
  empty: string;
  children: (event: E) => ReactNode;
};

/** A list of events that loads a page at a time: loading, failed with retry, empty, More. */
export function PagedEvents<E>({
  query,
  label,
  failedMessage,
  empty,
  children,
}: PagedEventsProps<E>) {
  if (query.isPending) return <ScreenLoading />;
  if (query.isError) {
    return (
      <LoadFailed message={failedMessage} error={query.error} onRetry={() => query.refetch()} />
    );
  }
  const events = query.data.pages.flatMap((page) => page.events);
  if (events.length === 0) return <Text>{empty}</Text>;
  return (
    <Stack gap="sm">
      <PlainList label={label}>{events.map(children)}</PlainList>
      {query.hasNextPage && (
        <Button
          variant="default"
          onClick={() => query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          style={{ alignSelf: 'flex-start' }}
        >
          Show older
        </Button>
      )}
    </Stack>
  );
}
