#!/bin/bash
# Starts Firefox ESR on :77 with a fresh profile, accessibility forced on. Usage: start-firefox.sh URL
set -u
ST=/tmp/orca-trial; . $ST/env.sh
P=$ST/ffprofile-$(date +%s); mkdir -p $P
cat > $P/user.js <<'EOP'
user_pref("accessibility.force_disabled", -1);
user_pref("browser.shell.checkDefaultBrowser", false);
user_pref("browser.startup.homepage_override.mstone", "ignore");
user_pref("startup.homepage_welcome_url", "");
user_pref("startup.homepage_welcome_url.additional", "");
user_pref("browser.aboutwelcome.enabled", false);
user_pref("datareporting.policy.dataSubmissionEnabled", false);
user_pref("toolkit.telemetry.reportingpolicy.firstRun", false);
user_pref("browser.tabs.warnOnClose", false);
user_pref("app.update.enabled", false);
user_pref("browser.sessionstore.resume_from_crash", false);
user_pref("media.autoplay.default", 0);
user_pref("browser.newtab.preload", false);
EOP
firefox-esr --no-remote --profile $P --width 1280 --height 1000 "$1" >$ST/firefox.log 2>&1 & echo $! > $ST/firefox.pid
echo "firefox pid $(cat $ST/firefox.pid) profile $P"
