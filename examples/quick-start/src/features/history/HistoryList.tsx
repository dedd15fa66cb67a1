import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { clear, selectChanges } from './historySlice'

const formatChange = (change: number) =>
  change < 0 ? `${change}` : `+${change}`

export function HistoryList() {
  const changes = useAppSelector(selectChanges)
  const dispatch = useAppDispatch()

  return (
    <section>
      <h2>History</h2>
      {changes.length === 0 ? (
        <p>No changes yet.</p>
      ) : (
        <ol aria-label="Changes">
          {changes.map((change, index) => (
            <li key={index}>{formatChange(change)}</li>
          ))}
        </ol>
      )}
      <button onClick={() => dispatch(clear())}>Clear history</button>
    </section>
  )
}
