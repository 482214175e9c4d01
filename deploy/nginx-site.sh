#!/bin/sh
# deploy/nginx.conf with its placeholders filled in from the environment, on standard output:
#   deploy/nginx-site.sh > /etc/nginx/conf.d/site.conf
# envsubst gets the exact list of the file's placeholders, so nginx's own $variables stay as they are;
# a placeholder without a value stops it, naming the variable. `npm run stack` (and so CI) runs it.
set -eu
template="$(dirname "$0")/nginx.conf"
names=$(grep -o '\${[A-Z0-9_]*}' "$template" | sort -u)
missing=""
for name in $names; do
  variable=${name#??}
  variable=${variable%?}
  eval "value=\${$variable:-}"
  [ -n "$value" ] || missing="$missing $variable"
done
if [ -n "$missing" ]; then
  echo "$0: set$missing (docs/deploy.md)" >&2
  exit 1
fi
if ! command -v envsubst >/dev/null 2>&1; then
  echo "$0: envsubst is missing (Debian: apt-get install gettext-base)" >&2
  exit 1
fi
# shellcheck disable=SC2086 # one argument: the list, separated by spaces
envsubst "$(echo $names)" < "$template"
