// Installs Debian's Chromium when the machine has none, so browser tests run on a fresh machine.
// Playwright's own browser download cannot reach its host here; Debian's package can.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
const found = candidates.find((path) => existsSync(path));

if (found) {
  console.log(`Chromium found at ${found}`);
} else {
  console.log('Chromium is missing: installing Debian\'s chromium package (needs root)...');
  const sudo = process.getuid && process.getuid() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq chromium`, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
