import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailed } from './load-failed';
import { ScreenLoading } from './screen-loading';

type QueryViewProps<T> = {
  query: UseQueryResult<T, Error>;
  /** What did not load, said as the title of the failure (e.g. 'We could not load the profile'). */
  failedMessage: string;
  children: (data: T) => ReactNode;
};

/** A loaded screen part: a loader while it loads, the failure with Try again, then the content. */
export function QueryView<T>({ query, failedMessage, children }: QueryViewProps<T>) {
  if (query.isPending) return <ScreenLoading />;
  if (query.isError) {
    return (
      <LoadFailed message={failedMessage} error={query.error} onRetry={() => query.refetch()} />
    );
  }
  return children(query.data);
}
