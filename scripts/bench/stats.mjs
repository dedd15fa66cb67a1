// The p-th percentile of a list of numbers (nearest rank): percentile(values, 50) is the median.
export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[
    Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  ]
}

/**
 * The median of a list of numbers, the mean of the middle two for an even
 * count: an A/B of two runs a side compares both runs, not the faster one.
 */
export const median = (values) => {
  if (values.length === 0) return undefined
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? sorted[middle]
    : (sorted[middle - 1] + sorted[middle]) / 2
}
