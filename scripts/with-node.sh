#!/usr/bin/env bash
# Runs a command with Node 24, the project's runtime, first on PATH:
#   ./scripts/with-node.sh npm ci
# The machine's own node when it is 24 or newer; else Node $version from the npm registry's
# node-linux-<arch> package, unpacked once into .cache/node-$version/ and reused. npm stays the
# machine's: it runs on whichever node comes first on PATH.
set -euo pipefail
version=24.21.0
dir="$(cd "$(dirname "$0")/.." && pwd)/.cache/node-$version"

if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)" -lt 24 ]; then
  if [ "$("$dir/bin/node" --version 2>/dev/null)" != "v$version" ]; then
    case "$(uname -m)" in
      x86_64) arch=x64 ;;
      aarch64) arch=arm64 ;;
      *) echo "[node] no node-linux package for $(uname -m): install Node 24" >&2 && exit 1 ;;
    esac
    echo "[node] $(node --version 2>/dev/null || echo 'no node') is older than 24: fetching node-linux-$arch@$version" >&2
    tmp="$(mktemp -d)"
    # npm pack checks the tarball against the integrity hash the registry lists for it.
    (cd "$tmp" && npm pack --silent "node-linux-$arch@$version" >/dev/null && tar xzf ./*.tgz package/bin/node)
    [ "$("$tmp/package/bin/node" --version)" = "v$version" ]
    mkdir -p "$dir/bin" && mv "$tmp/package/bin/node" "$dir/bin/node" && rm -rf "$tmp"
  fi
  export PATH="$dir/bin:$PATH"
fi
exec "$@"
