// Stands in for theme-classic's prism-include-languages: see prism-client-module in src/plugins/internals/registry.ts.
export {}
