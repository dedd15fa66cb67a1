/** Distinct strings in the order first added: a repeated text is stored once and referred to by index. */
export function stringTable() {
  const list: string[] = []
  const index = new Map<string, number>()
  return {
    list,
    add(value: string): number {
      let found = index.get(value)
      if (found === undefined) {
        found = list.push(value) - 1
        index.set(value, found)
      }
      return found
    },
  }
}
