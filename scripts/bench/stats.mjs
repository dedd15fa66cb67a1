// The p-th percentile of a list of numbers (nearest rank): percentile(values, 50) is the median.
export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[
    Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  ]
}
