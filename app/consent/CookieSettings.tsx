import { Switch } from '@ark-ui/react/switch'
import { useSite } from '../config/use-site.ts'
import { m } from '../paraglide/messages.js'
import { categoryLabel, categoryText } from './category-texts.ts'
import { OPTIONAL_CATEGORIES, type OptionalCategory } from './consent-store.ts'
import { categoryInUse } from './processings.ts'

// The banner's second layer: a switch per category, its text what the category switches on
// (./processings.ts). A category with nothing in use shows, off and disabled, with "(currently not
// used)": there is nothing to consent to. Loaded when a visitor asks for it (or points at the
// button), so the switches' code stays out of every page's first load.

/** What the banner hands its settings: the choice so far and where a change goes. */
export interface SettingsProps {
  choice: Record<OptionalCategory, boolean>
  onChange: (category: OptionalCategory, checked: boolean) => void
}

export function CookieSettings({ choice, onChange }: SettingsProps) {
  const site = useSite()
  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-semibold text-ink">{m.common_cookie_settings_title()}</legend>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <li>
          <ConsentSwitch label={m.common_cookie_essential()} text={m.common_cookie_essential_text()} checked disabled />
        </li>
        {OPTIONAL_CATEGORIES.map((category) => {
          const inUse = categoryInUse(category, site)
          return (
            <li key={category}>
              <ConsentSwitch
                label={categoryLabel[category]()}
                text={
                  inUse ? categoryText(category, site) : `${categoryText(category, site)} ${m.common_cookie_not_used()}`
                }
                checked={inUse && choice[category]}
                disabled={!inUse}
                onChange={(checked) => onChange(category, checked)}
              />
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}

function ConsentSwitch(props: {
  label: string
  text: string
  checked: boolean
  disabled?: boolean
  onChange?: (checked: boolean) => void
}) {
  return (
    <Switch.Root
      checked={props.checked}
      disabled={props.disabled}
      onCheckedChange={(details) => props.onChange?.(details.checked)}
      className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-200 p-3 data-disabled:cursor-default"
    >
      <Switch.Control className="mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-400 p-0.5 transition-colors data-[state=checked]:bg-brand-600 data-focus-visible:outline-2 data-focus-visible:outline-offset-2 data-focus-visible:outline-brand-600">
        <Switch.Thumb className="size-5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5" />
      </Switch.Control>
      <span>
        <Switch.Label className="block text-sm font-semibold text-ink">{props.label}</Switch.Label>
        <span className="block text-sm text-muted">{props.text}</span>
      </span>
      <Switch.HiddenInput />
    </Switch.Root>
  )
}
