import type { EditorView } from '@codemirror/view'
import { checkAgain } from './editor/codeMirror'
import type { SampleSource } from './pageSamples'

/**
 * The current text of every file of the samples being edited on the page,
 * by project (a page's block): the code blocks of one block's files are
 * edited apart, but checked together, so that an edit in `store.ts` shows
 * its errors in an open `App.tsx`.
 */
const projects = new Map<
  string,
  { texts: Map<string, string>; views: Map<string, EditorView> }
>()

const projectOf = (project: string) => {
  let state = projects.get(project)
  if (!state) {
    state = { texts: new Map(), views: new Map() }
    projects.set(project, state)
  }
  return state
}

/** The files to check: each as edited, else as the page has it. */
export const currentFiles = (project: string, files: SampleSource[]) =>
  files.map(({ name, code }) => ({
    name,
    code: projects.get(project)?.texts.get(name) ?? code,
  }))

/** A file's text changed: the other open files of its sample check again. */
export function fileEdited(project: string, file: string, code: string) {
  const state = projectOf(project)
  state.texts.set(file, code)
  for (const [name, view] of state.views) if (name !== file) checkAgain(view)
}

/** An open editor of a file, until it closes (the returned function). */
export function editorOpened(project: string, file: string, view: EditorView) {
  const state = projectOf(project)
  state.views.set(file, view)
  return () => {
    state.views.delete(file)
    state.texts.delete(file)
    for (const other of state.views.values()) checkAgain(other)
  }
}
