import { paths } from '../../app/paths';
import { HoldConfirmation } from '../checkout/checkout-confirm-page';
import { groupCheckout, groupSeriesPage } from './group-paths';
import { useGroupSeries } from './group-queries';

/**
 * /group-session/series/{group_sessions_series_id}/checkout-confirm/{timeslot_id}: the
 * one-on-one booking's confirmation, for a seat: it names the group and links to its page.
 */
export function GroupCheckoutConfirmPage({
  seriesId,
  timeslotId,
}: {
  seriesId: string;
  timeslotId: string;
}) {
  const series = useGroupSeries(seriesId).data;
  return (
    <HoldConfirmation
      timeslotId={timeslotId}
      placeOf={() => ({
        professional: series?.orchid_pro.display_name,
        group: {
          title: series?.title ?? 'Your group',
          to: groupSeriesPage(seriesId),
          meetings: series?.meetings.length,
        },
        payAgain: groupCheckout(seriesId),
        chooseAgain: { label: 'See the other support groups', to: paths.groupSession },
      })}
    />
  );
}
