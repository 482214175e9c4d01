import { Fragment, type ReactNode } from 'react'

// Private-use characters stand in for the parts of a message that are elements (a link, a date):
// the message is rendered with them as parameter values, then split around them.
const FIRST_SLOT = 0xe000

/**
 * Renders a message whose parameters are elements: `rich((t) => m.key({ link: t.link }), { link: <Link … /> })`.
 * Keeps whole sentences in the message files (translators see `{link}` where the link goes).
 */
export function rich<Name extends string>(render: (slots: Record<Name, string>) => string, nodes: Record<Name, ReactNode>): ReactNode {
  // Object.keys()/fromEntries() forget the keys' type; they are exactly the Names given in `nodes`.
  const names = Object.keys(nodes) as Name[]
  const slots = Object.fromEntries(names.map((name, index) => [name, String.fromCharCode(FIRST_SLOT + index)])) as Record<Name, string>
  return render(slots)
    .split(/([\uE000-\uE0FF])/)
    .map((part, index) => {
      const name = part.length === 1 ? names[part.charCodeAt(0) - FIRST_SLOT] : undefined
      return <Fragment key={index}>{name === undefined ? part : nodes[name]}</Fragment>
    })
}
