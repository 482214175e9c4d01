import { Fragment, type ReactNode } from 'react'
import { keysOf, recordOf } from '../lib/typed-object.ts'

// Private-use characters stand in for the parts of a message that are elements (a link, a date):
// the message is rendered with them as parameter values, then split around them.
const FIRST_SLOT = 0xe000

/**
 * Renders a message whose parameters are elements: `rich((t) => m.key({ link: t.link }), { link: <Link … /> })`.
 * Keeps whole sentences in the message files (translators see `{link}` where the link goes).
 */
export function rich<Name extends string>(
  render: (slots: Record<Name, string>) => string,
  nodes: Record<Name, ReactNode>,
): ReactNode {
  const names = keysOf(nodes)
  const slots = recordOf(names, (_, index) => String.fromCharCode(FIRST_SLOT + index))
  return render(slots)
    .split(/([\uE000-\uE0FF])/)
    .map((part, index) => {
      const name = part.length === 1 ? names[part.charCodeAt(0) - FIRST_SLOT] : undefined
      return <Fragment key={index}>{name === undefined ? part : nodes[name]}</Fragment>
    })
}
