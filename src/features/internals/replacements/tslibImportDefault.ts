// Stands in for tslib in @docusaurus/utils-common only: see tslib-one-helper in src/features/internals/registry.ts.
export function __importDefault<T>(module: T): T | { default: T } {
  return (module as { __esModule?: boolean } | null)?.__esModule
    ? module
    : { default: module }
}
