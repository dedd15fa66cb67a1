// Stands in for useIsBrowser in theme-classic's Tabs only: see tabs-without-remount in src/features/internals/registry.ts.
export default function constantIsBrowser(): boolean {
  return true
}
