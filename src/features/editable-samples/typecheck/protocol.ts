/** What the main thread (./client.ts) and the worker (./worker.ts) say to each other. */

/** One file of a sample, named as in the sample: `store.ts`, `features/x/slice.ts`. */
export interface SampleFile {
  name: string
  code: string
}

/** An error of an edited sample: `from`/`to` are offsets into that file's code. */
export interface TypeDiagnostic {
  file: string
  from: number
  to: number
  /** `TS2322: Type 'string' is not assignable…`, as the code-sample check words it. */
  message: string
  code: number
}

/** A name's type as the type hovers show it: the quick info as plain text, and its JSDoc's first paragraph. */
export interface TypeInfo {
  from: number
  to: number
  text: string
  doc: string
}

export type TypecheckRequest =
  | { id: number; kind: 'check'; project: string; files: SampleFile[] }
  | {
      id: number
      kind: 'typeAt'
      project: string
      file: string
      offset: number
    }

export type TypecheckResponse =
  | { id: number; kind: 'check'; diagnostics: TypeDiagnostic[] }
  | { id: number; kind: 'typeAt'; info: TypeInfo | undefined }
  /** The worker could not start (its declaration files failed to download): every request fails. */
  | { id: number; kind: 'error'; message: string }
