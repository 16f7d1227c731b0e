/**
 * The machine's Chromium, as the browser tests and benchmarks launch it. Without the
 * background-networking flags it keeps trying to reach Google's hosts on a closed network.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
