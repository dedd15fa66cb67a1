// Stands in for theme-classic's prism-include-languages: see ./index.ts.
export {};
