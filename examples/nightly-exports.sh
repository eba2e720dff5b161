#!/bin/sh
# Tâche planifiée : télécharge les exports pas encore émis de l'agence et les marque émis
# une fois chaque fichier enregistré sur le disque. Relançable sans risque : les fichiers
# déjà complets ne sont pas retéléchargés, un export n'est marqué émis qu'une fois sur le disque.
#
# crontab (toutes les nuits à 2 h 30) :
#   30 2 * * * AGENCY_API_URL=https://api.example.fr AGENCY_LOGIN=exports@agence.fr AGENCY_PASSWORD_FILE=/etc/agency/mot-de-passe /opt/agency-portal/examples/nightly-exports.sh >> /var/log/agency-exports.log 2>&1
#
# Variables : AGENCY_API_URL (obligatoire) ; AGENCY_TOKEN, ou AGENCY_LOGIN et AGENCY_PASSWORD
# (ou AGENCY_PASSWORD_FILE, un fichier lisible du seul compte de la tâche) ; EXPORTS_DIR (défaut
# /srv/agency/exports) ; AGENCY_CLI (défaut : agency, sinon node dist/cli/agency.mjs).
set -u

: "${AGENCY_API_URL:?AGENCY_API_URL manquant}"
if [ -n "${AGENCY_PASSWORD_FILE:-}" ]; then
  AGENCY_PASSWORD=$(cat "$AGENCY_PASSWORD_FILE")
  export AGENCY_PASSWORD
fi
EXPORTS_DIR="${EXPORTS_DIR:-/srv/agency/exports}"
AGENCY_CLI="${AGENCY_CLI:-agency}"
OUT="$EXPORTS_DIR/$(date +%Y-%m-%d)"

echo "$(date '+%Y-%m-%d %H:%M:%S') exports non émis → $OUT"
# Pas de terminal : aucune question, pas de barre de progression ; le récapitulatif va sur la sortie standard.
$AGENCY_CLI --quiet exports download --not-emitted --out "$OUT" --skip-existing --mark-emitted --concurrency 4
code=$?
case $code in
  0) echo "terminé" ;;
  3) echo "fait en partie : voir les échecs ci-dessus ; la prochaine exécution reprendra ce qui manque" ;;
  4) echo "authentification refusée : vérifier AGENCY_LOGIN / AGENCY_PASSWORD ou AGENCY_TOKEN" ;;
  *) echo "échec (code $code)" ;;
esac
exit $code
