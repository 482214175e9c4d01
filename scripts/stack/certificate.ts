// The stack's TLS certificate: the one given (TLS_CERTIFICATE and TLS_CERTIFICATE_KEY, PEM files), or
// a throw-away self-signed one for localhost and 127.0.0.1, valid for a day.
import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

export interface Certificate {
  certificate: string
  key: string
  /** Made here: clients must trust it explicitly. */
  selfSigned: boolean
}

export async function stackCertificate(dir: string, env: Record<string, string | undefined>): Promise<Certificate> {
  if (env.TLS_CERTIFICATE && env.TLS_CERTIFICATE_KEY)
    return { certificate: env.TLS_CERTIFICATE, key: env.TLS_CERTIFICATE_KEY, selfSigned: false }
  const certificate = join(dir, 'certificate.pem')
  const key = join(dir, 'key.pem')
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost,IP:127.0.0.1',
    '-keyout',
    key,
    '-out',
    certificate,
  ])
  return { certificate, key, selfSigned: true }
}
