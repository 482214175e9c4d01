// The two content boxes every page is laid out on, so headings share one left edge across pages:
// the page grid (24 px from the edge of a 1280 px window, 16 px on a phone), and for long reading
// (articles, legal pages) one centred column of about 70 characters. tests/e2e/page-grid.spec.ts
// measures every page's h1 against them.
export const pageGrid = 'mx-auto max-w-7xl px-4 sm:px-6'
export const readingColumn = 'mx-auto max-w-3xl px-4 sm:px-6'
