// Button looks shared by links and buttons. Minimum height 44 px (WCAG 2.5.5 target size).
const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 whitespace-nowrap text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

export const buttonStyles = {
  primary: `${base} bg-brand-600 text-white hover:bg-brand-700`,
  secondary: `${base} border border-slate-300 bg-white text-ink hover:border-brand-600 hover:text-brand-700`,
} as const
