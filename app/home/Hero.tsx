import { m } from '../paraglide/messages.js'
import { ButtonLink } from '../ui/ButtonLink.tsx'
import { DemoLink } from '../scheduling/DemoLink.tsx'
import { generatedPicture, Picture } from '../ui/Picture.tsx'

// Written by scripts/content/home-visual.ts (`npm run visuals`).
const workspace = generatedPicture('/images/home/platform-workspace', [640, 800, 1200])

/** The promise: what the platform is, for whom, and the two ways on (demo, product). */
export function Hero() {
  return (
    <section aria-labelledby="home-title" className="overflow-hidden bg-linear-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 lg:grid-cols-[1fr_1.1fr] lg:gap-16 lg:pt-20 lg:pb-24">
        <div>
          <p className="inline-flex rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-700 ring-1 ring-brand-100">
            {m.home_hero_eyebrow()}
          </p>
          <h1
            id="home-title"
            className="mt-5 text-4xl font-bold tracking-tight text-balance text-brand-900 sm:text-5xl lg:text-[3.25rem] lg:leading-[1.1]"
          >
            {m.home_title()}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-muted">{m.home_intro()}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <DemoLink label={m.common_book_demo()} className="px-6" />
            <ButtonLink label={m.home_hero_cta_product()} to="/product" variant="secondary" className="px-6" />
          </div>
        </div>
        <Picture
          {...workspace}
          alt={m.home_hero_image_alt()}
          width={1200}
          height={900}
          sizes="(min-width: 1280px) 640px, (min-width: 1024px) 52vw, calc(100vw - 2rem)"
          priority="high"
          className="rounded-xl shadow-2xl ring-1 shadow-brand-900/15 ring-slate-900/5"
        />
      </div>
    </section>
  )
}
