// Query's React side, for the blog's routes only (app/routes/blog/route.tsx): no other page loads it.
import { QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { blogQueryClient } from './query-client.ts'

export function BlogQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(blogQueryClient)
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}
