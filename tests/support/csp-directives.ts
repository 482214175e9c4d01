/** A Content-Security-Policy's directives by name: `script-src 'self' 'sha256-…'` → { 'script-src': ["'self'", "'sha256-…'"] }. */
export function cspDirectives(policy: string): Record<string, string[]> {
  const directives: Record<string, string[]> = {}
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/)
    if (name) directives[name] = values
  }
  return directives
}
