import { BrandMark } from './BrandMark.tsx'
import { wordmarkParts } from './brand.ts'

const tails = { light: 'text-brand-600', dark: 'text-sky-300' }

/** The mark and the wordmark side by side; `wordmarkClass` lets the header hide the name where room is short. */
export function BrandLockup({
  name,
  tone = 'light',
  wordmarkClass = '',
}: {
  name: string
  tone?: keyof typeof tails
  wordmarkClass?: string
}) {
  const [lead, tail] = wordmarkParts(name)
  return (
    <>
      <BrandMark className="size-8 shrink-0" />
      <span className={`text-base tracking-tight whitespace-nowrap sm:text-lg ${wordmarkClass}`}>
        <span className="font-bold">{lead}</span>
        {tail && <span className={`font-medium ${tails[tone]}`}> {tail}</span>}
      </span>
    </>
  )
}
