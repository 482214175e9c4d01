import { assetTypes } from './asset-types.ts'
import { Icon } from './Icon.tsx'

/** The asset types: names only (home) or with a sentence each under an h3 (product page). */
export function AssetTypeGrid({ detailed = false }: { detailed?: boolean }) {
  if (!detailed) {
    return (
      <ul className="mt-10 grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
        {assetTypes.map((asset) => (
          <li
            key={asset.icon}
            className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3.5 font-medium text-ink shadow-sm"
          >
            {/* shrink-0: a label on two lines (German) must not squash the square tile. */}
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon name={asset.icon} />
            </span>
            {asset.name()}
          </li>
        ))}
      </ul>
    )
  }
  return (
    <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {assetTypes.map((asset) => (
        <li key={asset.icon} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Icon name={asset.icon} />
          </span>
          <h3 className="mt-4 font-semibold text-brand-900">{asset.name()}</h3>
          <p className="mt-2 text-sm leading-6 text-muted">{asset.description()}</p>
        </li>
      ))}
    </ul>
  )
}
