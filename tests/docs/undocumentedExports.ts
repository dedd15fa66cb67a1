/**
 * Exports that do not have a heading on their home page yet, by home page.
 * The content issues document these and delete their lines; the issue that
 * empties this list deletes the file and its use in apiCoverage.test.ts.
 * The coverage test fails when a listed export has gained its heading, so the
 * list can only shrink.
 */
export const UNDOCUMENTED_EXPORTS: Record<string, readonly string[]> = {
  '/api/configureStore': ['SHOULD_AUTOBATCH', 'Tuple', 'autoBatchEnhancer', 'configureStore', 'prepareAutoBatched'],
  '/api/createAction': ['createAction', 'isActionCreator', 'isFluxStandardAction'],
  '/api/createAsyncThunk': ['createAsyncThunk', 'miniSerializeError', 'unwrapResult'],
  '/api/createEntityAdapter': ['createEntityAdapter'],
  '/api/createReducer': ['createReducer'],
  '/api/createSelector': ['createDraftSafeSelector', 'createDraftSafeSelectorCreator', 'createSelector', 'createSelectorCreator', 'lruMemoize', 'weakMapMemoize'],
  '/api/createSlice': ['ReducerType', 'asyncThunkCreator', 'buildCreateSlice', 'combineSlices', 'createSlice'],
  '/api/getDefaultMiddleware': ['createActionCreatorInvariantMiddleware', 'createDynamicMiddleware'],
  '/api/immutabilityMiddleware': ['createImmutableStateInvariantMiddleware', 'isImmutableDefault'],
  '/api/matching-utilities': ['isAllOf', 'isAnyOf', 'isAsyncThunkAction', 'isFulfilled', 'isPending', 'isRejected', 'isRejectedWithValue'],
  '/api/other-exports': ['TaskAbortError', '__DO_NOT_USE__ActionTypes', 'addListener', 'applyMiddleware', 'bindActionCreators', 'clearAllListeners', 'combineReducers', 'compose', 'createListenerMiddleware', 'createStore', 'formatProdErrorMessage', 'isAction', 'isPlainObject', 'legacy_createStore', 'nanoid', 'removeListener'],
  '/api/serializabilityMiddleware': ['createSerializableStateInvariantMiddleware', 'findNonSerializableValue', 'isPlain'],
  '/rtk-query/api/ApiProvider': ['ApiProvider'],
  '/rtk-query/api/createApi': ['copyWithStructuralSharing', 'createApi', 'defaultSerializeQueryArgs'],
  '/rtk-query/api/created-api/endpoints': ['QueryStatus'],
  '/rtk-query/api/created-api/hooks': ['UNINITIALIZED_VALUE'],
  '/rtk-query/api/created-api/redux-integration': ['createApiActionSanitizer'],
  '/rtk-query/api/fetchBaseQuery': ['fetchBaseQuery'],
  '/rtk-query/api/setupListeners': ['setupListeners'],
  '/rtk-query/usage/conditional-fetching': ['skipToken'],
  '/rtk-query/usage/customizing-create-api': ['buildCreateApi', 'coreModule', 'coreModuleName', 'reactHooksModule', 'reactHooksModuleName'],
  '/rtk-query/usage/customizing-queries': ['_NEVER', 'fakeBaseQuery', 'retry'],
  '/rtk-query/usage/error-handling': ['NamedSchemaError'],
  '/usage/immer-reducers': ['createNextState', 'current', 'freeze', 'isDraft', 'original'],
};
