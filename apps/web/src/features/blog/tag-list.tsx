import { Badge } from '@mantine/core';
import classes from './blog.module.css';

/** An entry's tags, as a list. */
export function TagList({ tags }: { tags: readonly string[] }) {
  return (
    <ul className={classes.tags} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Badge variant="light" className={classes.tag}>
            {tag}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
