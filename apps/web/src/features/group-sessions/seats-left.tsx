import { Badge } from '@mantine/core';
import type { GroupSeries } from '@orchid/contracts/group-sessions';
import { seatsLeftInWords, seatsLeftOfAll } from './group-words';

type SeatsLeftProps = {
  series: Pick<GroupSeries, 'seats' | 'seats_left' | 'status'>;
  /** '3 of 8 seats left' rather than '3 seats left'. */
  ofAll?: boolean;
};

/** The seats left of a group, or the 'Full' badge. */
export function SeatsLeft({ series, ofAll = false }: SeatsLeftProps) {
  if (series.status === 'full') {
    return (
      <Badge color="gray" variant="light">
        Full
      </Badge>
    );
  }
  return ofAll ? seatsLeftOfAll(series) : seatsLeftInWords(series);
}
