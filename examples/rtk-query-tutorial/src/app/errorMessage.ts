import type { SerializedError } from '@reduxjs/toolkit'
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'

// Query and mutation hooks report either a fetchBaseQuery error (the server
// answered with an error status, or the request failed) or, when code of
// ours threw, a serialized JavaScript error.
export function errorMessage(error: FetchBaseQueryError | SerializedError) {
  if ('status' in error) {
    return typeof error.status === 'number'
      ? `The server answered ${error.status}.`
      : error.error
  }
  return error.message ?? 'Something went wrong.'
}
