// @ts-check
// The deferred loader: an inline script, shipped as this file's code (app/http/deferred-scripts.ts
// imports it as text and drops these comment lines and the indentation). Browser JavaScript as it
// runs, so it can use nothing from a module; type-checked all the same. Once the page has loaded and
// its first contentful paint has happened (the load event often comes first), and two frames later
// (a picture may paint a frame after the text), it adds the entry, then the preloads at low priority
// as the router wrote them, one per task. A hidden tab paints nothing: it starts at once, also when
// the tab is hidden while it waits. Browsers without paint timing start after the frames. The
// addresses are the script element's data attributes, so the script's text, and its CSP hash, is the
// same on every page.
;((loader) => {
  const entry = loader?.dataset.entry
  if (!entry) return
  const preloads = (loader.dataset.preloads ?? '').split(' ').filter(Boolean)
  let added = false
  const add = () => {
    if (added) return
    added = true
    const script = document.createElement('script')
    script.type = 'module'
    // `async` too: the router looks for an async script of this address before adding its own.
    script.async = true
    script.src = entry
    document.body.append(script)
    // One preload a task: each insertion starts a fetch, and all of them at once make a long task.
    const preload = (index = 0) => {
      const href = preloads[index]
      if (href === undefined) return
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.fetchPriority = 'low'
      link.href = href
      document.head.append(link)
      setTimeout(() => preload(index + 1))
    }
    preload()
  }
  const hidden = () => document.visibilityState === 'hidden'
  const afterFrames = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(add)))
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0
  const start = () => {
    if (hidden()) return add()
    addEventListener('visibilitychange', () => hidden() && add())
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the DOM types say it is always there; browsers before 2019 (Safari 12.0) lack it
    if (painted() || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return afterFrames()
    const observer = new PerformanceObserver(() => {
      if (!painted()) return
      observer.disconnect()
      afterFrames()
    })
    observer.observe({ type: 'paint' })
  }
  if (document.readyState === 'complete') start()
  else addEventListener('load', start, { once: true })
})(document.currentScript)
