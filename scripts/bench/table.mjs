// The benchmarks' printed tables.

/** Column widths of a table of strings, and a function printing one row aligned: text left, figures right. */
export function tableLayout(rows) {
  const widths = rows[0].map((_, column) =>
    Math.max(...rows.map((row) => row[column].length)),
  )
  const line = (row) =>
    row
      .map((cell, column) =>
        column === 0
          ? cell.padEnd(widths[column])
          : cell.padStart(widths[column]),
      )
      .join('  ')
  return { widths, line }
}
