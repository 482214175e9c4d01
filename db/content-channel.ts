// The PostgreSQL notification channel that content changes are announced on. The triggers of
// migration 0004_content_change_notify send on it; every server instance listens
// (db/content-changes.server.ts). Keep the name in step with that migration.
export const CONTENT_CHANNEL = 'content_changed'
