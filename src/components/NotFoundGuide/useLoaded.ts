import { useCallback, useEffect, useState } from 'react'

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'failed'; reason: string; retry: () => void }
  | { status: 'done'; value: T }

type Outcome<T> =
  { status: 'failed'; reason: string } | { status: 'done'; value: T }

/**
 * Loads when mounted; a failure is shown with a Retry that loads again.
 * `load` must be stable (a module-level function): a new one loads again.
 */
export function useLoaded<T>(load: () => Promise<T>): Loaded<T> {
  const [attempt, setAttempt] = useState(0)
  // An outcome belongs to its attempt: after Retry, the new attempt is loading until it settles.
  const [settled, setSettled] = useState<{
    attempt: number
    outcome: Outcome<T>
  }>()
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  useEffect(() => {
    let current = true
    load().then(
      (value) =>
        current && setSettled({ attempt, outcome: { status: 'done', value } }),
      (error: Error) =>
        current &&
        setSettled({
          attempt,
          outcome: { status: 'failed', reason: error.message },
        }),
    )
    return () => {
      current = false
    }
  }, [load, attempt])
  if (settled?.attempt !== attempt) return { status: 'loading' }
  return settled.outcome.status === 'failed'
    ? { ...settled.outcome, retry }
    : settled.outcome
}
