/** The item at `index` of a fixture list: a list too short fails the test here, not as undefined later. */
export function itemAt<T>(items: readonly T[], index: number): T {
  const item = items[index]
  if (item === undefined) throw new Error(`the list has no item ${index}`)
  return item
}
