import { NavigationMenu } from '@ark-ui/react/navigation-menu'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { m } from '../paraglide/messages.js'
import { navGroups, primaryLinks, useIsActive } from './navigation.ts'

// SPEC section 9: a panel opens after 200 ms of hover; within 300 ms of another panel closing the
// next opens at once (skip delay); it closes 150 ms after the pointer leaves.
const OPEN_DELAY_MS = 200
const SKIP_DELAY_MS = 300
const CLOSE_DELAY_MS = 150

const itemStyle =
  'inline-flex min-h-11 items-center gap-1 rounded-md px-3 text-sm font-medium whitespace-nowrap text-ink hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[current]:text-brand-700 data-[current]:underline data-[current]:decoration-2 data-[current]:underline-offset-8'

export function DesktopNav() {
  const isActive = useIsActive()
  const [skipDelay, setSkipDelay] = useState(false)
  const skipTimer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(skipTimer.current), [])

  const onValueChange = ({ value }: { value: string }) => {
    window.clearTimeout(skipTimer.current)
    if (value) return setSkipDelay(true)
    skipTimer.current = window.setTimeout(() => setSkipDelay(false), SKIP_DELAY_MS)
  }

  return (
    <NavigationMenu.Root
      aria-label={m.common_nav_label()}
      openDelay={skipDelay ? 0 : OPEN_DELAY_MS}
      closeDelay={CLOSE_DELAY_MS}
      onValueChange={onValueChange}
      className="hidden lg:block"
    >
      <NavigationMenu.List className="flex items-center gap-1">
        {primaryLinks.map((link) => (
          <NavigationMenu.Item key={link.to} value={link.to}>
            <NavigationMenu.Link asChild value={link.to} current={isActive(link.to)}>
              <Link to={link.to} className={itemStyle}>
                {link.label()}
              </Link>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
        {navGroups.map((group) => (
          <NavigationMenu.Item key={group.id} value={group.id} className="relative">
            <NavigationMenu.Trigger
              className={itemStyle}
              data-current={group.links.some((link) => isActive(link.to)) ? '' : undefined}
            >
              {group.label()}
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 transition-transform in-data-[state=open]:rotate-180">
                <path d="M5.5 7.5 10 12l4.5-4.5" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </NavigationMenu.Trigger>
            <NavigationMenu.Content className="absolute top-full left-0 z-50 mt-2 w-[400px] rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
              <ul className="grid gap-1">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <NavigationMenu.Link asChild value={group.id} current={isActive(link.to)}>
                      <Link
                        to={link.to}
                        className="block min-h-11 rounded-md px-3 py-2 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 data-[current]:bg-brand-50"
                      >
                        <span className="block text-sm font-semibold text-ink">{link.label()}</span>
                        {link.description && <span className="mt-1 block text-sm text-muted">{link.description()}</span>}
                      </Link>
                    </NavigationMenu.Link>
                  </li>
                ))}
              </ul>
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  )
}
