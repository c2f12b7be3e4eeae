import type { ReactNode } from 'react';
import { Card } from './Card';
import { EmptyState } from './EmptyState';
import { ErrorCard } from './ErrorCard';
import { LoadingBlock } from './Spinner';

/** What ListState reads of a query (react-query's result fits as it is). */
export interface ListQuery<T> {
  data: T | undefined;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * The four states of something loaded: a spinner until the first answer, an error card with
 * Retry when there is none, the empty state when `isEmpty` says so, else `children(data)`.
 * Data already shown stays on screen when a later refetch fails.
 */
export function ListState<T>({
  query,
  errorText,
  isEmpty,
  empty,
  children,
}: {
  query: ListQuery<T>;
  errorText: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** The empty state's content; `card` puts it on a card of its own (where nothing else frames it). */
  empty?: { title: ReactNode; text?: ReactNode; icon?: ReactNode; action?: ReactNode; card?: boolean };
  children: (data: T) => ReactNode;
}) {
  if (query.data === undefined) {
    return query.isError ? <ErrorCard text={errorText} onRetry={() => void query.refetch()} /> : <LoadingBlock />;
  }
  if (empty && isEmpty?.(query.data)) {
    const { card, ...state } = empty;
    return card ? (
      <Card>
        <EmptyState {...state} />
      </Card>
    ) : (
      <EmptyState {...state} />
    );
  }
  return <>{children(query.data)}</>;
}
