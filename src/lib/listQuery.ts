// A list query's answer as ResourceList's data props: rows, rowCount, loading, error, onRetry.
import { answerFailure } from './errors';

type ListAnswer<Row> = {
  success: boolean;
  message?: string | null;
  count: number;
  nodes: readonly Row[];
};

type QueryState = { loading: boolean; error?: unknown; refetch: () => Promise<unknown> };

/**
 * `<ResourceList {...listData(data?.getX ?? previousData?.getX, query, t('list.loadFailed'))} … />`.
 * A failed answer (success false) shows its message, or `fallback`.
 */
export function listData<Row>(
  answer: ListAnswer<Row> | null | undefined,
  { loading, error, refetch }: QueryState,
  fallback: string,
) {
  return {
    rows: answer?.nodes ?? [],
    rowCount: answer?.count ?? 0,
    loading,
    error: answerFailure(error, answer, fallback),
    onRetry: () => void refetch(),
  };
}
