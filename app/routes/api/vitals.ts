import { createFileRoute } from '@tanstack/react-router'
import { vitalsResponse } from '../../vitals/endpoint.server.ts'

// The speed reports' endpoint (app/vitals/endpoint.server.ts answers every method app/server.ts lets
// through). Case-sensitive: /API/vitals stays a page path, answered 404 as before.
export const Route = createFileRoute('/api/vitals')({
  caseSensitive: true,
  server: { handlers: { ANY: ({ request }) => vitalsResponse(request) } },
})
