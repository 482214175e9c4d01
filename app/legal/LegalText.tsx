import type { ReactNode } from 'react'

// Text blocks of the legal pages: a readable measure (max-w-prose on the page) and a calm rhythm.

export function Paragraph({ children }: { children: ReactNode }) {
  return <p className="mt-4 leading-7 text-ink">{children}</p>
}

export function Bullets({ items }: { items: ReactNode[] }) {
  return (
    <ul className="mt-4 list-disc space-y-2 pl-6 leading-7 text-ink marker:text-brand-600">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  )
}

/** A highlighted box, for what must stand out (the right to object, the cookie settings button). */
export function Callout({ children }: { children: ReactNode }) {
  return (
    <div className="mt-6 rounded-lg border border-brand-100 bg-brand-50 px-5 py-4 [&>:first-child]:mt-0">
      {children}
    </div>
  )
}

export const textLinkStyle =
  'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'
