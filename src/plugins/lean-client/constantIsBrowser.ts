// Stands in for useIsBrowser in theme-classic's Tabs only: see ./index.ts.
export default function constantIsBrowser(): boolean {
  return true;
}
