// Stands in for theme-classic's prism-include-languages: see prism-client-module in src/features/internals/registry.ts.
export {}
