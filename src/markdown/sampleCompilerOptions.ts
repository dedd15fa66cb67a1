/**
 * The compiler options of the code samples, as tsconfig.json would spell
 * them: plain data, so that the type hovers can hash them into their cache
 * key without loading TypeScript (src/markdown/hoverKey.ts).
 * src/markdown/sampleProgram.ts converts them for the compiler.
 */
export const SAMPLE_COMPILER_OPTIONS = {
  strict: true,
  noEmit: true,
  target: 'es2022',
  module: 'esnext',
  moduleResolution: 'bundler',
  jsx: 'react-jsx',
  lib: ['es2022', 'dom', 'dom.iterable'],
  types: [],
  skipLibCheck: true,
  esModuleInterop: true,
  isolatedModules: true,
  // Every sample file is its own module, with or without import/export, so
  // that samples compiled together cannot see each other's globals.
  moduleDetection: 'force',
} as const
