import { createFileRoute, Outlet } from '@tanstack/react-router'
import { BlogQueryProvider } from '../../blog/BlogQueryProvider.tsx'

// The blog's pages share TanStack Query's provider; it lives here so that no other page loads Query.
export const Route = createFileRoute('/blog')({
  component: BlogLayout,
})

function BlogLayout() {
  return (
    <BlogQueryProvider>
      <Outlet />
    </BlogQueryProvider>
  )
}
