// What the reverse proxy's access log holds: deploy/nginx.conf's `log_format site_proxy`, variable
// by variable, with the privacy policy's bullet that names it. tests/unit/privacy-logs.test.ts fails
// when the log format writes a variable this list does not name, so the policy lists exactly what
// the proxy logs.
import { m } from '../paraglide/messages.js'

export interface ProxyLogField {
  /** nginx variables of the log format that this bullet covers. */
  variables: readonly string[]
  text: () => string
}

export const proxyLogFields: readonly ProxyLogField[] = [
  { variables: ['$remote_addr'], text: m.pages_privacy_proxy_log_ip },
  { variables: ['$time_iso8601'], text: m.pages_privacy_proxy_log_time },
  { variables: ['$request_method', '$uri', '$server_protocol'], text: m.pages_privacy_proxy_log_request },
  { variables: ['$status', '$body_bytes_sent'], text: m.pages_privacy_proxy_log_status },
  {
    variables: ['$upstream_cache_status', '$upstream_addr', '$upstream_status', '$request_time'],
    text: m.pages_privacy_proxy_log_answer,
  },
  { variables: ['$request_id'], text: m.pages_privacy_proxy_log_request_id },
]
