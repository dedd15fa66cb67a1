// The table src/features/error-codes writes with createData at build time.
declare module '@generated/error-codes/default/error-codes.json' {
  const data: import('./index').ErrorCodesData
  export default data
}
