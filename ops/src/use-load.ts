import { useCallback, useEffect, useState } from 'react';
import { consoleCall } from './console-api';

/** GETs an operator API path on mount and whenever it changes: the data, or why it failed. */
export function useLoad<Data>(path: string) {
  const [state, setState] = useState<{ data: Data | null; error: string | null; loading: boolean }>({
    data: null,
    error: null,
    loading: true,
  });
  const reload = useCallback(async () => {
    setState((previous) => ({ ...previous, loading: true }));
    try {
      setState({ data: await consoleCall<Data>('GET', path), error: null, loading: false });
    } catch (error) {
      setState({ data: null, error: (error as Error).message, loading: false });
    }
  }, [path]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { ...state, reload };
}
