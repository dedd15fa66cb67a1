import {useCallback, useEffect, useState} from 'react';

export type Loaded<T> = {status: 'loading'} | {status: 'failed'; reason: string; retry: () => void} | {status: 'done'; value: T};

/** Loads once when mounted; a failure is shown with a Retry that loads again. */
export function useLoaded<T>(load: () => Promise<T>): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Loaded<T>>({status: 'loading'});
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    let current = true;
    setState({status: 'loading'});
    load().then(
      (value) => current && setState({status: 'done', value}),
      (error: Error) => current && setState({status: 'failed', reason: error.message, retry}),
    );
    return () => {
      current = false;
    };
    // `load` is a module-level function; a new attempt is the only reason to load again.
  }, [attempt]);
  return state;
}
