// The current request's CSP nonce, for the router (app/router.tsx) to put on the scripts it inlines.
// The server entry runs each request inside its nonce store (app/server.ts).
import { requestSlot } from './request-scope.ts'

export const cspNonce = requestSlot<string>()
