#!/usr/bin/env bash
# The browser journeys run in Debian's Chromium (Playwright's own browser download is not
# reachable here). Installs it when missing; does nothing when it is there.
set -euo pipefail
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then exit 0; fi
echo "Chromium no está instalado: instalándolo desde los paquetes de Debian…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null; then SUDO="sudo"; else
    echo "Se necesita root (o sudo) para instalar el paquete 'chromium'." >&2; exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
echo "Chromium instalado: $(/usr/bin/chromium --version)"
