import { type ReactNode, useId } from 'react'

/**
 * A real table with a caption and column headers. Where it needs more room than the screen has
 * (`minWidth`, a Tailwind class), it scrolls sideways inside a region that keyboard users can focus
 * (and so scroll), named by the caption.
 */
export function LegalTable({
  caption,
  headers,
  rows,
  minWidth = '',
}: {
  caption: string
  headers: string[]
  rows: ReactNode[][]
  minWidth?: string
}) {
  const captionId = useId()
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroller must take the focus to be scrolled by keyboard; Safari does not make it focusable
      tabIndex={0}
      className="mt-6 overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <table className={`w-full ${minWidth} border-collapse text-left text-sm leading-6`}>
        <caption id={captionId} className="px-4 pt-3 pb-2 text-left font-semibold text-brand-900">
          {caption}
        </caption>
        <thead className="bg-slate-50 text-brand-900">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="border-t border-slate-200 px-4 py-2 font-semibold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([first, ...rest], index) => (
            <tr key={index} className="border-t border-slate-200 align-top">
              <th scope="row" className="px-4 py-3 font-medium text-ink">
                {first}
              </th>
              {rest.map((cell, cellIndex) => (
                <td key={cellIndex} className="px-4 py-3 text-ink">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
