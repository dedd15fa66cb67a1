import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react'

export interface Book {
  id: number
  title: string
  author: string
  year: number
}

export type NewBook = Omit<Book, 'id'>

export const booksApi = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  tagTypes: ['Book'],
  refetchOnFocus: true,
  endpoints: (build) => ({
    getBooks: build.query<Book[], void>({
      query: () => '/books',
      providesTags: [{ type: 'Book', id: 'LIST' }],
    }),
    getBook: build.query<Book, number>({
      query: (id) => `/books/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Book', id }],
    }),
    addBook: build.mutation<Book, NewBook>({
      query: (newBook) => ({ url: '/books', method: 'POST', body: newBook }),
      invalidatesTags: [{ type: 'Book', id: 'LIST' }],
    }),
  }),
})

export const { useGetBooksQuery, useGetBookQuery, useAddBookMutation } =
  booksApi
