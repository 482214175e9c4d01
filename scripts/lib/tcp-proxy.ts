// A TCP proxy to PostgreSQL that a test controls: it can drop every connection and refuse new ones
// (the database "goes away"), then let connections through again.
import { createServer, type Server, type Socket, connect } from 'node:net'

export interface TcpProxy {
  port: number
  cut(): void
  restore(): void
  close(): Promise<void>
}

export async function startProxy(target: URL): Promise<TcpProxy> {
  const sockets = new Set<Socket>()
  let down = false
  const server: Server = createServer((client) => {
    if (down) return void client.destroy()
    const upstream = connect(Number(target.port || 5432), target.hostname)
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => undefined)
    }
    client.pipe(upstream).pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as { port: number }).port,
    cut() {
      down = true
      for (const socket of sockets) socket.destroy()
    },
    restore() {
      down = false
    },
    close() {
      for (const socket of sockets) socket.destroy()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/** `url` with its host and port replaced by the proxy's. */
export function throughProxy(url: URL, proxy: TcpProxy): URL {
  const via = new URL(url)
  via.hostname = '127.0.0.1'
  via.port = String(proxy.port)
  return via
}
