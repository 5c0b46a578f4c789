#!/usr/bin/env bash
# The several-instances test (api/test/several-instances.test.ts) puts Debian's nginx in front of two
# servers. Installs the package when nginx is missing; does nothing when it is there. The test runs its
# own nginx with its own configuration: the system service is never started (policy-rc.d below).
set -euo pipefail
if command -v nginx >/dev/null || [ -x "${NGINX_PATH:-/usr/sbin/nginx}" ]; then exit 0; fi
echo "nginx no está instalado: instalándolo desde los paquetes de Debian…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null; then SUDO="sudo"; else
    echo "Se necesita root (o sudo) para instalar el paquete 'nginx'." >&2; exit 1
  fi
fi
# Debian starts a service when its package is installed unless policy-rc.d answers 101 (Docker's
# images ship one). Without it, one is put there for the install and taken away afterwards.
POLICY=/usr/sbin/policy-rc.d
if [ ! -e "$POLICY" ]; then
  trap '$SUDO rm -f "$POLICY"' EXIT
  printf '#!/bin/sh\nexit 101\n' | $SUDO tee "$POLICY" >/dev/null
  $SUDO chmod 755 "$POLICY"
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends nginx >/dev/null
echo "nginx instalado: $(/usr/sbin/nginx -v 2>&1)"
