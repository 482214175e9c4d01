#!/usr/bin/python3
# The browser WebKitWebDriver launches for the cross-engine suite (webkitgtk:browserOptions.binary):
# a plain WebKitGTK window, because MiniBrowser cannot be narrower than 447 px and keeps no console
# of the views automation creates. WebKitWebDriver starts it with the suite's arguments and
# WEBKIT_INSPECTOR_SERVER in the environment; the web context must allow automation and create a
# view whenever the session asks for one.
#
# Every view gets a user script at document start, before any script of the page, that reports
# script errors, unhandled rejections, console.error and CSP violations to this process, which
# appends them, one JSON line each, to the file named by --problems (read by ../webkit.ts).
#
#   window.py --problems=FILE --size=390x844
import argparse
import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import Gtk, WebKit2  # noqa: E402

REPORTER = """
(() => {
  // Leaving a page cancels the loads in flight (a failed load, a failed import the app logs): the
  // navigation's doing, not the page's.
  let leaving = false
  addEventListener('pagehide', () => (leaving = true))
  addEventListener('beforeunload', () => (leaving = true))
  const report = (kind, text) =>
    leaving || window.webkit.messageHandlers.problems.postMessage(JSON.stringify({ kind, text, url: location.href }))
  addEventListener('error', (event) => {
    const source = event.target
    // A resource that failed to load (capture phase) has no message; a script error has one.
    if (source instanceof HTMLScriptElement || source instanceof HTMLLinkElement)
      report('resource', `failed to load ${source.src || source.href}`)
    else if (event.message) report('error', `${event.message} at ${event.filename}:${event.lineno}`)
  }, true)
  addEventListener('unhandledrejection', (event) => report('unhandledrejection', String(event.reason)))
  document.addEventListener('securitypolicyviolation', (event) =>
    report('csp', `${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`))
  const consoleError = console.error.bind(console)
  console.error = (...args) => {
    report('console', args.map(String).join(' '))
    consoleError(...args)
  }
})()
"""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--problems", required=True)
    parser.add_argument("--size", default="1280x800")
    args, _ = parser.parse_known_args()
    width, height = (int(n) for n in args.size.split("x"))
    problems = open(args.problems, "a", buffering=1, encoding="utf-8")

    # Ephemeral: every session starts with empty storage and cache, as a first visit does.
    context = WebKit2.WebContext.new_ephemeral()
    context.set_automation_allowed(True)

    # WebKit2 4.1 hands over a JavascriptResult, WebKit 6.0 the value itself.
    def record(_manager, result):
        value = result.get_js_value() if hasattr(result, "get_js_value") else result
        problems.write(value.to_string() + "\n")

    def create_view(session):
        manager = WebKit2.UserContentManager()
        manager.add_script(
            WebKit2.UserScript(
                REPORTER,
                WebKit2.UserContentInjectedFrames.ALL_FRAMES,
                WebKit2.UserScriptInjectionTime.START,
                None,
                None,
            )
        )
        manager.connect("script-message-received::problems", record)
        manager.register_script_message_handler("problems")
        view = WebKit2.WebView(
            web_context=context, user_content_manager=manager, is_controlled_by_automation=True
        )
        window = Gtk.Window()
        window.set_default_size(width, height)
        window.add(view)
        window.show_all()
        return view

    def automation_started(_context, session):
        info = WebKit2.ApplicationInfo()
        info.set_name("engines-webkit-window")
        info.set_version(WebKit2.get_major_version(), WebKit2.get_minor_version(), WebKit2.get_micro_version())
        session.set_application_info(info)
        session.connect("create-web-view", create_view)

    context.connect("automation-started", automation_started)
    Gtk.main()
    return 0


if __name__ == "__main__":
    sys.exit(main())
