// What the example runner gives the apps for `msw`: the request handlers and
// responses an app's mocks are written with, and getResponse, which the
// runner's `msw/browser` (./mswBrowser.ts) answers requests with. Not
// GraphQL, WebSocket or server-sent-event handlers, which no app uses and
// which would double the module's size.
export {
  bypass,
  delay,
  getResponse,
  http,
  HttpHandler,
  HttpMethods,
  HttpResponse,
  passthrough,
  RequestHandler,
} from 'msw'
