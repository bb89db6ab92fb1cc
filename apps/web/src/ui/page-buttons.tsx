import { Button, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

type PageButtonsProps = {
  /** What is paged, for the navigation's name ('Pages of results'). */
  label: string;
  /** 1-based. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
};

/** Previous and Next under a list longer than one page; nothing when it fits on one. */
export function PageButtons({ label, page, pages, onPage }: PageButtonsProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label}>
      <Group justify="center" gap="sm">
        <Button
          variant="default"
          disabled={page <= 1}
          leftSection={<IconChevronLeft size={18} aria-hidden="true" />}
          onClick={() => onPage(page - 1)}
        >
          Previous
        </Button>
        <Button
          variant="default"
          disabled={page >= pages}
          rightSection={<IconChevronRight size={18} aria-hidden="true" />}
          onClick={() => onPage(page + 1)}
        >
          Next
        </Button>
      </Group>
    </nav>
  );
}
