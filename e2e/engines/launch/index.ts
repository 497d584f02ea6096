import type { Driver, EngineName } from '../driver';
import { launchChromium } from './chromium';
import { launchFirefox } from './firefox';
import { launchWebKit } from './webkit';

/** A fresh browser of this engine, in a fresh profile, behind the one Driver interface. */
export function launch(engine: EngineName): Promise<Driver> {
  switch (engine) {
    case 'chromium':
      return launchChromium();
    case 'firefox':
      return launchFirefox();
    case 'webkit':
      return launchWebKit();
  }
}
