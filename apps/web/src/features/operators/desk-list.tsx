import { Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageButtons } from '../../ui/page-buttons';
import { Panel } from '../../ui/panel';
import { PlainList } from '../../ui/plain-list';
import { QueryView } from '../../ui/query-view';
import { DESK_PAGE_SIZE } from './desk-queries';

type DeskListProps<Answer extends { total: number }, Item> = {
  query: UseQueryResult<Answer, Error>;
  /** The page's items in the answer. */
  itemsOf: (answer: Answer) => Item[];
  /** The list's name ('Failed jobs'); its pages are 'Pages of …'. */
  label: string;
  failedMessage: string;
  /** What an empty list says, and what to do. */
  empty: string;
  /** 1-based. */
  page: number;
  onPage: (page: number) => void;
  /** One `<li>` per item. */
  children: (item: Item) => ReactNode;
};

/**
 * A desk tab's list, a page at a time: loading, failure with Try again, its empty state, the
 * items, and Previous and Next. Tabs other engineers add use it too (desk-tabs.tsx).
 */
export function DeskList<Answer extends { total: number }, Item>({
  query,
  itemsOf,
  label,
  failedMessage,
  empty,
  page,
  onPage,
  children,
}: DeskListProps<Answer, Item>) {
  return (
    <QueryView query={query} failedMessage={failedMessage}>
      {(answer) => {
        const items = itemsOf(answer);
        if (items.length === 0) {
          return (
            <Panel>
              <Text>{empty}</Text>
            </Panel>
          );
        }
        return (
          <Stack gap="md">
            <PlainList label={label}>{items.map(children)}</PlainList>
            <PageButtons
              label={`Pages of ${label.toLowerCase()}`}
              page={page}
              pages={Math.ceil(answer.total / DESK_PAGE_SIZE)}
              onPage={onPage}
            />
          </Stack>
        );
      }}
    </QueryView>
  );
}
